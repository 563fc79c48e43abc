// What Node's HTTP parser refuses never becomes a request, so neither a route nor the error handler
// sees it: a request line or headers past the size limit, a request that did not arrive in time,
// bytes that are not HTTP. Fastify's `clientErrorHandler` writes the answer on the socket itself; by
// hand here (Fastify's default answers in English without our headers), in the API's error shape,
// in Japanese, with the security headers every other answer has.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyInstance } from 'fastify';
import { SECURITY_HEADERS } from './security-headers';

export const CLIENT_ERROR_MESSAGES = {
  408: '送信に時間がかかりすぎたため、受け付けられませんでした。もう一度お試しください。',
  414: 'アドレス（URL）が長すぎます。正しいアドレスか確かめてください。',
  431: '送信された情報（Cookie など）が大きすぎます。ブラウザの Cookie を削除してからもう一度お試しください。',
  400: '送信された内容を読み取れませんでした。',
} as const;

/** The answer's status: an over-long request line (no line end before the limit) is 414, other headers 431. */
function statusOf(error: ConnectionError): keyof typeof CLIENT_ERROR_MESSAGES {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  if (error.code !== 'HPE_HEADER_OVERFLOW') return 400;
  // Node gives the chunk being parsed as a Buffer (Fastify's type says otherwise).
  const raw: unknown = error.rawPacket;
  const parsed = Buffer.isBuffer(raw) ? raw.subarray(0, error.bytesParsed ?? raw.length).toString('latin1') : '';
  return /^[A-Z]+ [^\r\n]*$/.test(parsed) ? 414 : 431;
}

export function answerClientError(this: FastifyInstance, error: ConnectionError, socket: Socket): void {
  // A connection the client reset (or one already closed) has no one to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = statusOf(error);
  this.log.info({ err: error, status }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify({ errors: [{ message: CLIENT_ERROR_MESSAGES[status] }] });
    const headers = {
      ...SECURITY_HEADERS,
      'cache-control': 'no-store',
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    };
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n${body}`);
  }
  socket.destroy(error);
}
