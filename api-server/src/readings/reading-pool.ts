// The ふりがな worker as the server sees it (docs/reading-aids.md#the-analyser-and-its-worker): kuromoji
// holds ~400 MB once its dictionary is loaded, so it lives in a process of its own that starts on the
// first read and is stopped after idleSeconds without work. A process, not a worker thread: a thread's
// memory stays in the server's process after it ends (measured: the server kept over 800 MB after a
// burst of readings), a process's goes back to the system when it exits. A crash rejects the reads
// under way; the next read starts a fresh worker.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fork, type ChildProcess } from 'node:child_process';
import type { ReadingCorrection, RubyText } from '@hiroba/contract/reading-aids';
import { readingWorkerIdleSeconds } from '../config';
import type { ReadReply, ReadRequest } from './reading-messages';

export interface ReadingPool {
  /** Each text's ruby, in order; `corrections` (a column's own readings) are matched before the glossary. */
  read(texts: string[], corrections?: readonly ReadingCorrection[]): Promise<RubyText[]>;
  /** Stops the worker; reads under way are rejected. */
  close(): Promise<void>;
  isRunning(): boolean;
}

/** How to start the worker: the compiled entry next to this file, or (tests) the TypeScript one with a loader. */
export interface ReadingWorkerEntry {
  file: string;
  execArgv?: string[];
}

export interface ReadingPoolOptions {
  /** Default: READING_WORKER_IDLE_SECONDS (60). */
  idleSeconds?: number;
  worker?: ReadingWorkerEntry;
}

export class ReadingWorkerError extends Error {}

const COMPILED_ENTRY = path.join(__dirname, 'reading-worker.js');

interface Pending {
  resolve(rubies: RubyText[]): void;
  reject(error: Error): void;
}

export function createReadingPool(options: ReadingPoolOptions = {}): ReadingPool {
  const idleMs = (options.idleSeconds ?? readingWorkerIdleSeconds()) * 1000;
  const entry = options.worker ?? { file: COMPILED_ENTRY };
  const pending = new Map<number, Pending>();
  let worker: ChildProcess | null = null;
  let idleTimer: NodeJS.Timeout | null = null;
  let nextId = 1;
  let closed = false;

  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };

  const stopIdleTimer = () => {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = null;
  };

  /** Forgets the worker (it ended or is being ended) and fails what it still owed. */
  const drop = (gone: ChildProcess, error: Error) => {
    if (worker !== gone) return;
    worker = null;
    stopIdleTimer();
    failAll(error);
  };

  const start = (): ChildProcess => {
    if (!existsSync(entry.file)) throw new ReadingWorkerError(`reading worker entry not found: ${entry.file}`);
    // Its own output goes where the server's goes; it writes nothing of the texts it reads.
    const started = fork(entry.file, [], { execArgv: entry.execArgv ?? [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    started.on('message', (reply: ReadReply) => {
      const waiting = pending.get(reply.id);
      if (!waiting) return;
      pending.delete(reply.id);
      if ('error' in reply) waiting.reject(new ReadingWorkerError(reply.error));
      else waiting.resolve(reply.rubies);
      if (pending.size === 0) idle(started);
    });
    started.on('error', (error) => drop(started, new ReadingWorkerError(`reading worker failed: ${error.message}`)));
    started.on('exit', (code) => drop(started, new ReadingWorkerError(`reading worker stopped (exit code ${code})`)));
    return started;
  };

  /** Nothing left to do: let the process exit, and stop the worker after idleSeconds. */
  const idle = (current: ChildProcess) => {
    // Its channel would keep the server's process alive on its own.
    current.channel?.unref();
    current.unref();
    stopIdleTimer();
    idleTimer = setTimeout(() => {
      if (worker === current && pending.size === 0) {
        worker = null;
        current.kill();
      }
    }, idleMs);
    idleTimer.unref();
  };

  return {
    read(texts, corrections) {
      if (closed) return Promise.reject(new ReadingWorkerError('the reading pool is closed'));
      if (texts.length === 0) return Promise.resolve([]);
      try {
        worker ??= start();
      } catch (error) {
        return Promise.reject(error);
      }
      stopIdleTimer();
      worker.ref();
      worker.channel?.ref();
      const id = nextId++;
      const request: ReadRequest = corrections?.length ? { id, texts, corrections: [...corrections] } : { id, texts };
      return new Promise<RubyText[]>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker!.send(request);
      });
    },
    async close() {
      closed = true;
      stopIdleTimer();
      const current = worker;
      worker = null;
      failAll(new ReadingWorkerError('the reading pool is closed'));
      if (current && current.exitCode === null && current.signalCode === null) {
        const exited = new Promise((resolve) => current.once('exit', resolve));
        current.kill();
        await exited;
      }
    },
    isRunning: () => worker !== null,
  };
}
