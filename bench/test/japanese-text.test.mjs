import { createRequire } from 'node:module';
import { RARE_WORD, commentBody, createRandom, questionBody, questionTitle } from '../api/japanese-text.mjs';

const require = createRequire(import.meta.url);
const { normalizeForSearch } = require('../../api-server/dist/search/search-text.js');

function sample(n, seed = 7) {
  const r = createRandom(seed);
  return Array.from({ length: n }, () => ({ title: questionTitle(r), body: questionBody(r) }));
}

test('the same seed gives the same text, another seed other text', () => {
  expect(sample(5, 1)).toEqual(sample(5, 1));
  expect(sample(5, 2)).not.toEqual(sample(5, 1));
});

test('titles and bodies have plausible lengths and keep paragraphs', () => {
  const qs = sample(2000);
  const titleLengths = qs.map((q) => Array.from(q.title).length);
  const bodyLengths = qs.map((q) => Array.from(q.body).length);
  expect(Math.min(...titleLengths)).toBeGreaterThanOrEqual(10);
  expect(Math.max(...titleLengths)).toBeLessThanOrEqual(80);
  const meanBody = bodyLengths.reduce((a, b) => a + b, 0) / bodyLengths.length;
  expect(meanBody).toBeGreaterThan(150);
  expect(meanBody).toBeLessThan(600);
  expect(qs.every((q) => q.body.includes('\n\n'))).toBe(true);
});

test('search words come at different frequencies: 福祉 common, 手話 occasional, the rare word rare', () => {
  const qs = sample(20000);
  const share = (word) => qs.filter((q) => normalizeForSearch(`${q.title}\n${q.body}`).includes(word)).length / qs.length;
  expect(share('福祉')).toBeGreaterThan(0.3);
  expect(share('年金')).toBeGreaterThan(0.1);
  expect(share('手話')).toBeGreaterThan(0.01);
  expect(share('手話')).toBeLessThan(0.15);
  expect(share(RARE_WORD)).toBeGreaterThan(0);
  expect(share(RARE_WORD)).toBeLessThan(0.01);
});

test('comments are Japanese sentences', () => {
  const r = createRandom(3);
  const c = commentBody(r);
  expect(c).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
  expect(c.endsWith('。')).toBe(true);
});
