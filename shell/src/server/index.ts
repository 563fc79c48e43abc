// The shell's server build (dist-server/main.js), required by the API server. Only an async
// boundary, as in the browser: the federation runtime agrees on shared modules before any runs.
import type { Renderer, RendererOptions } from './render';

export type { Renderer, RendererOptions, RenderRequest, RenderResult } from './render';

export async function createRenderer(options: RendererOptions): Promise<Renderer> {
  const { createRenderer: create } = await import('./render');
  return create(options);
}
