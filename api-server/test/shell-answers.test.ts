// A drawn page's answer is built once per drawing and variant (site/shell-answers.ts), and each
// drawing keeps at most MAX_ANSWER_VARIANTS of them.
import { MAX_ANSWER_VARIANTS, createShellAnswers } from '../src/site/shell-answers';

const counting = () => {
  let builds = 0;
  return { build: () => ({ html: `<p>${++builds}</p>`, etag: `W/"${builds}"` }), builds: () => builds };
};

test('one build per drawing and variant; another variant or drawing is built apart; no drawing is never kept', () => {
  const answers = createShellAnswers();
  const b = counting();
  const drawing = {};
  expect(answers.get(drawing, () => 'a', b.build)).toEqual({ html: '<p>1</p>', etag: 'W/"1"' });
  expect(answers.get(drawing, () => 'a', b.build).html).toBe('<p>1</p>');
  expect(answers.get(drawing, () => 'b', b.build).html).toBe('<p>2</p>');
  expect(answers.get({}, () => 'a', b.build).html).toBe('<p>3</p>');
  expect(answers.get(undefined, () => 'a', b.build).html).toBe('<p>4</p>');
  expect(answers.get(undefined, () => 'a', b.build).html).toBe('<p>5</p>');
});

test(`a drawing keeps at most ${MAX_ANSWER_VARIANTS} variants`, () => {
  const answers = createShellAnswers();
  const b = counting();
  const drawing = {};
  for (let i = 0; i < MAX_ANSWER_VARIANTS; i++) answers.get(drawing, () => `v${i}`, b.build);
  answers.get(drawing, () => 'v0', b.build);
  expect(b.builds()).toBe(MAX_ANSWER_VARIANTS);
  // One more variant drops the ones kept: the first is built again.
  answers.get(drawing, () => 'new', b.build);
  answers.get(drawing, () => 'v0', b.build);
  expect(b.builds()).toBe(MAX_ANSWER_VARIANTS + 2);
});
