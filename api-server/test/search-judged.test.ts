// The search's judged set (bench/search/README.md): 200-odd questions written as people here write
// them and 200-odd queries in seven classes, each with the questions relevant to it. Searched through
// the site search's call on the real database, with the ふりがな made by the real worker; the test fails
// when recall, MRR, precision or the share of queries that find nothing fall under the goals
// (docs/search.md#measured). The benchmark (npm run bench -- --only=search) records the same figures.
import { call, useTestApp } from './helpers/test-app';
import { insertJudgedQuestions } from '../src/seed/judged-questions';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const judged = require('../../bench/search/judged.cjs') as typeof import('../../bench/search/judged.cjs');

const t = useTestApp({ MAKE_READINGS: 'false', READING_WORKER_IDLE_SECONDS: '5' });

test('the judged set meets every goal, and the plain class is no worse than the literal search', async () => {
  const set = judged.loadJudgedSet();
  const ids = await insertJudgedQuestions(t.db, set.questions);
  const keyOf = new Map([...ids].map(([key, id]) => [id, key]));
  while ((await t.app.ctx.services.readings.make()) > 0);

  const found = new Map<string, string[]>();
  for (const { query } of set.queries) {
    const res = await call(t.app, 'GET', `/api/v1/search/questions?keyword=${encodeURIComponent(query)}&per=10`);
    expect(res.statusCode).toBe(200);
    found.set(query, (res.json().data as { id: number }[]).map((hit) => keyOf.get(hit.id)!));
  }
  const figures = judged.judgedFigures(set, found);
  const literal = judged.judgedFigures(set, judged.literalSearch(set));
  expect(judged.missedGoals(figures, literal.byClass.plain)).toEqual([]);
}, 300_000);
