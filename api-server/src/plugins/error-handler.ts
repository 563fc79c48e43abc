// One error answer for the whole API: `{ errors: [{ field?, message }] }` in Japanese, no stack
// traces. Bad input is 4xx; 500 is left for real bugs (and those are logged). A failure in the
// request pipeline before any handler ran (a hook: reading the token, a limiter's store) is the
// "middleware error" of docs/product.md#error-catalogue: its 500 carries 'Unknown middleware' beside
// the Japanese message.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDataException } from '../db/input-errors';
import { isDatabaseUnavailable } from '../db/unavailable';
import { HttpError } from '../lib/http-errors';
import { validationErrorItems } from '../lib/validation-messages';
import { SECURITY_HEADERS } from './security-headers';

const CLIENT_ERRORS: Record<number, string> = {
  400: '送信された内容を読み取れませんでした。',
  404: '見つかりませんでした。',
  405: 'この方法では操作できません。',
  413: '送信された内容が大きすぎます。',
  415: 'この形式の送信には対応していません。JSON で送ってください。',
};
/** A URL with a broken percent-encoding (`/search/%`): refused by the router before any route. */
export const BAD_URL_MESSAGE = 'アドレス（URL）を読み取れませんでした。正しいアドレスか確かめてください。';
/** A path segment longer than the router takes (maxParamLength, 100 characters). */
export const LONG_URL_MESSAGE = 'アドレス（URL）が長すぎます。正しいアドレスか確かめてください。';
/** A value PostgreSQL refused (db/input-errors.ts) that no check before the query caught. */
export const DATA_EXCEPTION_MESSAGE = '送信された内容に、扱えない値が含まれています。内容を確かめてもう一度お試しください。';

/**
 * Fastify's `frameworkErrors`: the router's own refusals (a URL it cannot decode, a segment too long)
 * never reach the error handler, and would otherwise answer in English. No onRequest hook ran, so the
 * security headers are set here.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  // Nor did the hooks that add the request id (plugins/request-log.ts).
  void reply
    .headers(SECURITY_HEADERS)
    .header('x-request-id', request.id)
    .code(tooLong ? 414 : 400)
    .send({ errors: [{ message: tooLong ? LONG_URL_MESSAGE : BAD_URL_MESSAGE }], request_id: request.id });
}

export const SYSTEM_ERROR_MESSAGE = 'システムエラーが発生しました。時間をおいてもう一度お試しください。';
export const MIDDLEWARE_ERROR = 'Unknown middleware';
/** The database cannot be reached for now (docs/operations.md#outages-and-health). */
export const UNAVAILABLE_MESSAGE = 'ただいまサービスを一時的にご利用いただけません。しばらくしてからもう一度お試しください。';
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

// Requests whose route handler has started; an error from any other moment came from the pipeline.
const inHandler = new WeakSet<FastifyRequest>();

export function registerErrorHandler(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const handler = route.handler;
    route.handler = function handlerStarted(request, reply) {
      inHandler.add(request);
      return handler.call(this, request, reply);
    };
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      reply.headers(error.headers);
      // A service that is away for now (the payment provider): say when to try again.
      if (error.statusCode === 503) reply.header('retry-after', '30');
      return reply.code(error.statusCode).send({ errors: error.errors });
    }
    if (error.validation) {
      return reply.code(400).send({ errors: validationErrorItems(error.validation) });
    }
    // PostgreSQL is gone or too slow for now (db/unavailable.ts): try again shortly, not a bug.
    if (isDatabaseUnavailable(error)) {
      reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      return reply.code(503).send({ errors: [{ message: UNAVAILABLE_MESSAGE }] });
    }
    if (isDataException(error)) {
      request.log.warn({ err: error }, 'the database refused a value as bad input');
      return reply.code(400).send({ errors: [{ message: DATA_EXCEPTION_MESSAGE }] });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ errors: [{ message: CLIENT_ERRORS[status] ?? CLIENT_ERRORS[400] }] });
    }
    const middleware = !inHandler.has(request);
    request.log.error({ err: error, middleware }, 'unhandled error');
    return reply.code(500).send({ errors: [{ message: SYSTEM_ERROR_MESSAGE }, ...(middleware ? [{ message: MIDDLEWARE_ERROR }] : [])] });
  });
}
