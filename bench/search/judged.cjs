// The judged set of search (judged-set.json, README.md): its figures and their goals, and the literal
// search the site had before (docs/search.md#measured), computed alike for the benchmark
// (bench/search/judged-bench.mjs) and the test that fails under the goals
// (api-server/test/search-judged.test.ts). CommonJS so both load it as it is.
const { readFileSync } = require('node:fs');
const path = require('node:path');

/** The judged set: questions (key, title, body, state, age_days) and queries (query, class, relevant keys). */
const loadJudgedSet = () => JSON.parse(readFileSync(path.join(__dirname, 'judged-set.json'), 'utf8'));

const CLASSES = ['spelling', 'short', 'regional_old', 'readings', 'several', 'slips', 'plain'];

/** What the issue asks of the search (recall, MRR and precision over the first results; the share of queries that find nothing). */
const GOALS = { recall10: 0.9, classRecall10: 0.8, mrr10: 0.8, precision5: 0.7, zeroRate: 0.02 };

/**
 * One query's figures from the keys found, in order: recall@10 (share of the relevant found in the first
 * ten), reciprocal rank of the first relevant in the first ten, precision@5 (share of the first five that
 * are relevant, out of five or of as many as are relevant when fewer: a query with two relevant questions
 * can reach 1), and whether nothing was found.
 */
function queryFigures(found, relevant) {
  const want = new Set(relevant);
  const top10 = found.slice(0, 10);
  const first = top10.findIndex((key) => want.has(key));
  return {
    recall10: top10.filter((key) => want.has(key)).length / want.size,
    rr10: first < 0 ? 0 : 1 / (first + 1),
    precision5: found.slice(0, 5).filter((key) => want.has(key)).length / Math.min(5, want.size),
    zero: found.length === 0,
  };
}

const round = (x) => Math.round(x * 1000) / 1000;
const mean = (xs) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

/** The figures per class and overall, from `found`: query → keys in the order the search gave them. */
function judgedFigures(set, found) {
  const rows = set.queries.map((q) => ({ class: q.class, ...queryFigures(found.get(q.query) ?? [], q.relevant) }));
  const summarise = (list) => ({
    queries: list.length,
    recall10: round(mean(list.map((r) => r.recall10))),
    mrr10: round(mean(list.map((r) => r.rr10))),
    precision5: round(mean(list.map((r) => r.precision5))),
    zeroRate: round(mean(list.map((r) => (r.zero ? 1 : 0)))),
  });
  const byClass = Object.fromEntries(CLASSES.map((c) => [c, summarise(rows.filter((r) => r.class === c))]));
  return { overall: summarise(rows), byClass };
}

/** Which goals the figures miss (empty when all are met); `plainBefore` is the literal search's plain class. */
function missedGoals(figures, plainBefore) {
  const missed = [];
  const { overall, byClass } = figures;
  if (overall.recall10 < GOALS.recall10) missed.push(`recall@10 ${overall.recall10} < ${GOALS.recall10}`);
  if (overall.mrr10 < GOALS.mrr10) missed.push(`MRR@10 ${overall.mrr10} < ${GOALS.mrr10}`);
  if (overall.precision5 < GOALS.precision5) missed.push(`precision@5 ${overall.precision5} < ${GOALS.precision5}`);
  if (overall.zeroRate > GOALS.zeroRate) missed.push(`zero results ${overall.zeroRate} > ${GOALS.zeroRate}`);
  for (const [name, c] of Object.entries(byClass)) if (c.recall10 < GOALS.classRecall10) missed.push(`${name} recall@10 ${c.recall10} < ${GOALS.classRecall10}`);
  if (plainBefore) {
    for (const key of ['recall10', 'mrr10', 'precision5']) {
      if (byClass.plain[key] < plainBefore[key]) missed.push(`plain ${key} ${byClass.plain[key]} < literal search's ${plainBefore[key]}`);
    }
  }
  return missed;
}

/** As the site searched before: NFKC, lower case, katakana as hiragana; every word of the query in the text; newest first. */
function literalSearch(set) {
  const fold = (text) => text.normalize('NFKC').toLowerCase().replace(/[\u30a1-\u30f6]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0x60)).replace(/\s+/gu, ' ').trim();
  const texts = set.questions.map((q) => ({ key: q.key, age: q.age_days, text: fold(`${q.title}\n${q.body}`) }));
  const found = new Map();
  for (const { query } of set.queries) {
    const words = [...new Set(fold(query).split(' ').filter(Boolean))];
    found.set(query, words.length === 0 ? [] : texts.filter((t) => words.every((w) => t.text.includes(w))).sort((a, b) => a.age - b.age).map((t) => t.key));
  }
  return found;
}

module.exports = { loadJudgedSet, CLASSES, GOALS, queryFigures, judgedFigures, missedGoals, literalSearch };
