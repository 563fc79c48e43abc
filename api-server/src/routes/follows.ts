// Following a question, a tag or a category.
import { routesFor } from '../http/endpoint-routes';
import { notFound } from '../lib/http-errors';

// TODO(following): replaced by the service's calls.
const pending = async (): Promise<never> => {
  throw notFound('準備中です。');
};

export const follows = routesFor('follows', () => ({
  list: pending,
  state: pending,
  create: pending,
  remove: pending,
}));
