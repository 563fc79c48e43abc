import { hasBody, initialValues, localDateTime, toBody, type ColumnFormValues } from './column-form-values';

const values = (extra: Partial<ColumnFormValues> = {}): ColumnFormValues => ({
  title: ' 受給者証 ',
  excerpt: ' 流れを説明します。 ',
  body: '<p>本文</p>',
  easy_summary: ' ',
  reading_corrections: [{ term: ' 市場 ', reading: 'いちば ' }],
  category_id: '3',
  tag_ids: ['1', '4'],
  thumbnail: null,
  thumbnail_alt: '使われない説明',
  expert_info_id: '',
  status: 'draft',
  publish_at: '',
  ...extra,
});

test('a new column starts as an empty draft', () => {
  expect(initialValues()).toMatchObject({ title: '', body: '', status: 'draft', tag_ids: [], reading_corrections: [], thumbnail: null, publish_at: '' });
});

test('the body the API takes: trimmed text, numbers for the choices, no alt text without a picture', () => {
  expect(toBody(values())).toEqual({
    title: '受給者証',
    excerpt: '流れを説明します。',
    body: '<p>本文</p>',
    easy_summary: null,
    reading_corrections: [{ term: '市場', reading: 'いちば' }],
    category_id: 3,
    tag_ids: [1, 4],
    thumbnail: null,
    thumbnail_alt: '',
    expert_info_id: null,
    status: 'draft',
  });
  expect(toBody(values({ thumbnail: '/uploads/a.png', thumbnail_alt: ' 家の絵 ', expert_info_id: '2' }))).toMatchObject({ thumbnail_alt: '家の絵', expert_info_id: 2 });
});

test('the やさしい日本語の要約 is sent trimmed; an empty one is none, and a column without one shows an empty field', () => {
  expect(toBody(values({ easy_summary: ' まず相談します。\nカードがとどきます。 ' })).easy_summary).toBe('まず相談します。\nカードがとどきます。');
  expect(toBody(values({ easy_summary: '  \n ' })).easy_summary).toBeNull();
  expect(initialValues().easy_summary).toBe('');
});

test('a scheduled column sends the local date and time as an instant; the form shows it back the same', () => {
  const local = '2026-12-01T09:30';
  const body = toBody(values({ status: 'scheduled', publish_at: local }));
  expect(body.published_at).toBe(new Date(local).toISOString());
  expect(localDateTime(body.published_at!)).toBe(local);
  expect(toBody(values({ status: 'published', publish_at: local }))).not.toHaveProperty('published_at');
});

test('an empty editor has no body; a picture alone is one', () => {
  expect(hasBody('<p></p>')).toBe(false);
  expect(hasBody('<p> </p><h2></h2>')).toBe(false);
  expect(hasBody('<p><img src="/uploads/a.png" alt="図"></p>')).toBe(true);
  expect(hasBody('<p>文</p>')).toBe(true);
});
