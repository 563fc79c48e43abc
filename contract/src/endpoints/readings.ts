// ふりがな (docs/reading-aids.md): the readings of what a page shows, for whoever may read that page.
import { call, endpointGroup } from '../endpoint';
import { ADMINS } from './columns';

export const readings = endpointGroup({
  question: call('GET /api/v1/questions/{id}/readings', '質問のページのふりがな（質問・回答・コメント・返信。まだ作られていない文は null）',
    { access: 'anyone', params: 'IdParamsSchema', answers: { 200: { one: 'QuestionReadingsSchema' } }, errors: [400, 404] }),
  column: call('GET /api/v1/columns/{id}/readings', 'コラムのふりがな（タイトルと本文。まだ作られていなければ null）',
    { access: 'anyone', params: 'IdParamsSchema', answers: { 200: { one: 'ColumnReadingsSchema' } }, errors: [400, 403, 404] }),
  /** The column editor's preview with the author's reading corrections: worked out, nothing stored. */
  columnPreview: call('POST /api/v1/columns/readings_preview', 'コラムのふりがなの下見（書いている途中のタイトルと本文を、読みの直しを使って。保存しない）',
    { access: ADMINS, body: 'ColumnReadingsPreviewBodySchema', answers: { 200: { one: 'ColumnReadingsPreviewSchema' } }, errors: [400, 401, 403], changes: [] }),
});
