// Columns a test writes for itself through the API as a new admin, so it never relies on the demo
// columns or on another test's. Titles carry a marker of their own (uniqueTitle).
import { callApi } from './api';
import type { Member } from './people';
import { DEMO_CATEGORY } from './qa';

// A real 1×1 PNG: the server reads a picture's type from its bytes.
const PNG_DATA_URL = `data:image/png;base64,${Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
).toString('base64')}`;

/** A published tag the tests file their columns under. */
export const COLUMN_TAG = '相談支援';

export interface WrittenColumn {
  id: number;
  title: string;
  path: string;
}

export async function writeColumn(admin: Member, title: string, extra: Record<string, unknown> = {}): Promise<WrittenColumn> {
  const as = { address: admin.address, token: admin.session.token };
  const category = await callApi<{ id: number }>('GET', `/categories/show_by_title?title=${encodeURIComponent(DEMO_CATEGORY)}`, as);
  const tags = await callApi<Array<{ id: number; title: string }>>('GET', '/tags?status=published&per=all', as);
  const picture = await callApi<{ url: string }>('POST', '/columns/images', { ...as, body: { image_data: PNG_DATA_URL } });
  const column = await callApi<{ id: number }>('POST', '/columns', {
    ...as,
    body: {
      title,
      excerpt: '障害福祉サービスの受給者証を申請するときの流れを、順にご紹介します。',
      body: [
        '<h2>まず窓口で相談する</h2><p>お住まいの市区町村の障害福祉の窓口で、使いたいサービスを相談します。</p>',
        '<h3>持っていくもの</h3><ul><li><p>障害者手帳</p></li><li><p>印鑑</p></li></ul>',
        `<h2>計画を作る</h2><p>相談支援専門員と一緒に計画を作ります。</p><p><img src="${picture.url}" alt="窓口で相談する二人のイラスト"></p>`,
      ].join(''),
      category_id: category.id,
      tag_ids: tags.filter((t) => t.title === COLUMN_TAG).map((t) => t.id),
      thumbnail: picture.url,
      thumbnail_alt: '机の上の書類のイラスト',
      status: 'published',
      ...extra,
    },
  });
  return { id: column.id, title, path: `/column/column-detail/${column.id}` };
}
