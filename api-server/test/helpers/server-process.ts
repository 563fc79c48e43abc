// The real API server (src/server.ts) as a child process, for tests of what only separate processes
// show: several servers sharing PostgreSQL and Redis behind nginx. TypeScript runs through
// swc-register.js, as Jest runs it, so no build is needed.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';

const SERVER = path.join(__dirname, '..', '..', 'src', 'server.ts');
const REGISTER = path.join(__dirname, 'swc-register.js');

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** What the process printed, for a failing test's message. */
  output(): string;
  stop(): Promise<void>;
}

/** A port nobody listens on right now (for programs that cannot be told to pick one, like nginx). */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

/** Starts a server with these environment variables (plus PATH) and waits until it listens. */
export async function startServer(env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--conditions=@hiroba/source', '-r', REGISTER, SERVER], {
    env: { PATH: process.env.PATH ?? '', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await once(child, 'exit');
  };
  const started = Date.now();
  while (!output.includes(`127.0.0.1:${port}`)) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`);
    if (Date.now() - started > timeoutMs) {
      await stop();
      throw new Error(`the server did not listen within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url: `http://127.0.0.1:${port}`, port, child, output: () => output, stop };
}
