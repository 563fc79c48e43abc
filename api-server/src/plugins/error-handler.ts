// One error answer for the whole API: `{ errors: [{ field?, message }] }` in Japanese, no stack
// traces. Bad input is 4xx; 500 is left for real bugs (and those are logged).
import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-errors';
import { validationErrorItems } from '../lib/validation-messages';

const CLIENT_ERRORS: Record<number, string> = {
  400: '送信された内容を読み取れませんでした。',
  404: '見つかりませんでした。',
  405: 'この方法では操作できません。',
  413: '送信された内容が大きすぎます。',
  415: 'この形式の送信には対応していません。JSON で送ってください。',
};

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ errors: error.errors });
    }
    if (error.validation) {
      return reply.code(400).send({ errors: validationErrorItems(error.validation) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ errors: [{ message: CLIENT_ERRORS[status] ?? CLIENT_ERRORS[400] }] });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({
      errors: [{ message: 'システムエラーが発生しました。時間をおいてもう一度お試しください。' }],
    });
  });
}
