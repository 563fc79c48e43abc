// ふりがな of a question's page and of a column (readings/reading-service.ts): what the caller may read.
import { routesFor } from '../http/endpoint-routes';

export const readings = routesFor('readings', (app) => {
  const { readings: service } = app.ctx.services;
  return {
    question: (request) => service.question(request.params.id, request.auth),
    column: (request) => service.column(request.params.id, request.auth),
    columnPreview: (request) => service.columnPreview(request.body),
  };
});
