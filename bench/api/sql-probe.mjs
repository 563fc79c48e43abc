// What each benchmarked call asks the database, measured without load: the call is made once through
// the app (app.inject) with its statements recorded, then each SELECT is run again under
// EXPLAIN (ANALYZE, BUFFERS). The plans say what holds a slow call back.

export const scenarioPaths = ({ keywords, detailId }) => [
  { name: 'list', path: '/api/v1/questions' },
  { name: 'detail', path: `/api/v1/questions/${detailId}` },
  ...keywords.map((word) => ({ name: `search:${word}`, path: `/api/v1/questions?keyword=${encodeURIComponent(word)}` })),
  // The site search, widened through the vocabulary, and 似ている質問 (docs/search.md).
  ...['放デイ', 'GH 家賃', 'しょうがいねんきん 更新 書類'].map((query) => ({ name: `site:${query}`, path: `/api/v1/search/questions?keyword=${encodeURIComponent(query)}&per=10` })),
  { name: 'similar', path: `/api/v1/search/similar_questions?title=${encodeURIComponent('グループホームの家賃の補助について教えてください')}` },
];

/** "Execution Time: 1.234 ms" of an EXPLAIN ANALYZE text plan, in ms (null when absent). */
export function executionMs(planText) {
  const m = /Execution Time: ([\d.]+) ms/.exec(planText);
  return m ? Number(m[1]) : null;
}

/** One line of SQL for a report: whitespace folded, cut at `max` characters. */
export const shortSql = (sql, max = 160) => {
  const one = sql.replace(/\s+/g, ' ').trim();
  return one.length > max ? `${one.slice(0, max - 1)}…` : one;
};

export async function probeScenarios({ app, db, state, keywords, detailId }) {
  const out = [];
  for (const { name, path } of scenarioPaths({ keywords, detailId })) {
    state.log = [];
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url: path });
    const callMs = performance.now() - started;
    const statements = state.log;
    state.log = null;
    const body = response.json();
    const probe = {
      name,
      path,
      status: response.statusCode,
      total: body?.meta?.total ?? null,
      call_ms: round(callMs),
      statements: [],
    };
    for (const { sql, params, ms } of statements) {
      if (!/^\s*(WITH|SELECT)\b/i.test(sql)) continue;
      let plan = '';
      try {
        const rows = await db.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
        plan = rows.map((r) => r['QUERY PLAN']).join('\n');
      } catch (error) {
        plan = `EXPLAIN failed: ${error.message}`;
      }
      probe.statements.push({ sql: shortSql(String(sql)), first_ms: round(ms), explain_ms: executionMs(plan), plan });
    }
    out.push(probe);
  }
  return out;
}

const round = (n) => Math.round(n * 100) / 100;
