import { writeFileSync } from 'node:fs';
import { call, useTestApp } from './helpers/test-app';
import { insertJudgedQuestions } from '../src/seed/judged-questions';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const judged = require('../../bench/search/judged.cjs');
const t = useTestApp({ MAKE_READINGS: 'false', READING_WORKER_IDLE_SECONDS: '5' });
test('dev', async () => {
  const set = judged.loadJudgedSet();
  const ids = await insertJudgedQuestions(t.db, set.questions);
  const keyOf = new Map([...ids].map(([key, id]) => [id, key]));
  while ((await t.app.ctx.services.readings.make()) > 0);
  const found = new Map<string, string[]>();
  const lines: string[] = [];
  for (const q of set.queries) {
    const res = await call(t.app, 'GET', `/api/v1/search/questions?keyword=${encodeURIComponent(q.query)}&per=10`);
    const keys = (res.json().data as { id: number }[]).map((hit) => keyOf.get(hit.id)!);
    found.set(q.query, keys);
    const f = judged.queryFigures(keys, q.relevant);
    if (f.recall10 < 1 || f.rr10 < 1 || f.precision5 < 1) lines.push(`${q.class}\t${q.query}\tR=${f.recall10.toFixed(2)} RR=${f.rr10.toFixed(2)} P=${f.precision5.toFixed(2)}\tgot=${keys.join(',')}\twant=${q.relevant.join(',')}\t${JSON.stringify(res.json().meta.search?.words?.map((w: {text:string; also:string[]}) => w.text + ':' + w.also.join('/')))}`);
  }
  const figures = judged.judgedFigures(set, found);
  writeFileSync('/tmp/judged.txt', `${JSON.stringify(figures, null, 1)}\n${judged.missedGoals(figures).join('\n')}\n\n${lines.join('\n')}\n`);
}, 600_000);
