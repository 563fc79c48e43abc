// The remote must serve exactly the routes the shell's route table gives to mf_public: a route
// missing here would show 404 inside a page the server answers with 200, and the other way round.
import routeTable from '../../shell/src/route-table.json';
import { publicPaths } from './app';

describe('mf_public routes', () => {
  it('are exactly the route-table entries of mf_public', () => {
    const expected = routeTable.routes.filter((r) => r.remote === 'mf_public').map((r) => r.path);
    expect([...publicPaths].sort()).toEqual([...expected].sort());
  });
});
