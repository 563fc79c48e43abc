// The ふりがな worker (a child process, forked by reading-pool.ts): loads the dictionary once, then
// answers each request in the order it came. A dictionary that does not load ends the worker with
// that error, which fails the pool's pending reads; a server that goes away ends it too.
import { createAnalyser } from './analyse';
import type { ReadReply, ReadRequest } from './reading-messages';
import { loadTokenizer } from './tokenizer';

const send = process.send?.bind(process);
if (!send) throw new Error('reading-worker.ts runs as a child process of the server (reading-pool.ts)');
process.on('disconnect', () => process.exit(0));

const analyser = loadTokenizer().then(createAnalyser);
// Requests wait for the dictionary in a chain, so replies keep the order of requests.
let queue: Promise<unknown> = analyser;

process.on('message', (request: ReadRequest) => {
  queue = queue.then(async () => {
    const analyse = await analyser;
    let reply: ReadReply;
    try {
      reply = { id: request.id, rubies: request.texts.map((text) => analyse(text, request.corrections)) };
    } catch (error) {
      // The error's message only: never the text (posts are 要配慮個人情報).
      reply = { id: request.id, error: error instanceof Error ? error.message : String(error) };
    }
    send(reply);
  });
});

analyser.catch((error: unknown) => {
  setImmediate(() => {
    throw error;
  });
});
