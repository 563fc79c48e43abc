// The ふりがな worker as the server sees it (docs/reading-aids.md#the-analyser-and-its-worker): kuromoji
// holds ~400 MB once its dictionary is loaded, so it lives in a worker thread that starts on the first
// read and is terminated after idleSeconds without work. A crash rejects the reads under way; the next
// read starts a fresh worker.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { RubyText } from '@hiroba/contract/reading-aids';
import { readingWorkerIdleSeconds } from '../config';
import type { ReadReply, ReadRequest } from './reading-messages';

export interface ReadingPool {
  /** Each text's ruby, in order. */
  read(texts: string[]): Promise<RubyText[]>;
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
  let worker: Worker | null = null;
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
  const drop = (gone: Worker, error: Error) => {
    if (worker !== gone) return;
    worker = null;
    stopIdleTimer();
    failAll(error);
  };

  const start = (): Worker => {
    if (!existsSync(entry.file)) throw new ReadingWorkerError(`reading worker entry not found: ${entry.file}`);
    const started = new Worker(entry.file, { execArgv: entry.execArgv });
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
  const idle = (current: Worker) => {
    current.unref();
    stopIdleTimer();
    idleTimer = setTimeout(() => {
      if (worker === current && pending.size === 0) {
        worker = null;
        void current.terminate();
      }
    }, idleMs);
    idleTimer.unref();
  };

  return {
    read(texts) {
      if (closed) return Promise.reject(new ReadingWorkerError('the reading pool is closed'));
      if (texts.length === 0) return Promise.resolve([]);
      try {
        worker ??= start();
      } catch (error) {
        return Promise.reject(error);
      }
      stopIdleTimer();
      worker.ref();
      const id = nextId++;
      const request: ReadRequest = { id, texts };
      return new Promise<RubyText[]>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker!.postMessage(request);
      });
    },
    async close() {
      closed = true;
      stopIdleTimer();
      const current = worker;
      worker = null;
      failAll(new ReadingWorkerError('the reading pool is closed'));
      if (current) await current.terminate();
    },
    isRunning: () => worker !== null,
  };
}
