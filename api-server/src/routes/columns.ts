// Columns (columns/column-service.ts): visitors share one cached answer per list URL
// (http/shared-answer.ts); a column's read counts its view (http/viewer.ts).
import { routesFor } from '../http/endpoint-routes';
import { sendShared } from '../http/shared-answer';
import { viewerOf } from '../http/viewer';
import { IMAGE_BODY_LIMIT } from '../lib/image-upload';
import { signedIn } from '../plugins/auth';

export const columns = routesFor('columns', (app) => {
  const { columns, content } = app.ctx.services;
  return {
    list: (request, reply) => {
      const { page, per, ...filters } = request.query;
      return sendShared(content.cache, request, reply, () => columns.list(filters, { page, per }, request.auth));
    },
    popularColumns: (request, reply) => sendShared(content.cache, request, reply, () => columns.popular(request.query, request.auth)),
    columnByCategory: (request, reply) => {
      const { page, per, category_id: categoryId } = request.query;
      return sendShared(content.cache, request, reply, () => columns.byCategory(categoryId, { page, per }, request.auth));
    },
    get: (request) => columns.get(request.params.id, request.auth, viewerOf(request)),
    create: (request) => columns.create(request.body, signedIn(request)),
    uploadImage: { bodyLimit: IMAGE_BODY_LIMIT, handler: (request) => columns.saveImage(request.body.image_data, signedIn(request)) },
    update: (request) => columns.update(request.params.id, request.body, signedIn(request)),
    remove: (request) => columns.remove(request.params.id, signedIn(request)),
  };
});

/** The column editor's plain-Japanese hints (columns/plain-japanese-hints.ts): advice, nothing stored. */
export const plainJapaneseHints = routesFor('plainJapaneseHints', (app) => {
  const { columns } = app.ctx.services;
  return {
    check: async (request) => ({ hints: await columns.plainJapaneseHints(request.body.text) }),
  };
});
