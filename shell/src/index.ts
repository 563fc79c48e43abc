// An async boundary first: the federation runtime negotiates shared modules before any of them runs.
// Then the biggest shared modules are started one task after another (react-dom, then shared-ui with
// Mantine) before the bootstrap: each module's first run is a long piece of work on a slow phone,
// and between tasks the browser can paint, scroll and take a tap.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(): Promise<void> {
  await import('react-dom/client');
  await nextTask();
  await import('@hiroba/shared-ui');
  await nextTask();
  await import(/* webpackChunkName: "bootstrap" */ './bootstrap');
}

void start();
