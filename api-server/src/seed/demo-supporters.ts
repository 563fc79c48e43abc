// Demo crowdfunding supporters (never in production; DEMO_QA=false leaves them out with the demo
// Q&A and columns), so /list-of-crowdfunding-supporters is not empty on a fresh site. Every name is
// made up and reads as such. Runs once: nothing is added while the list has anyone in it.
import type { Database } from '../db/database';

interface DemoSupporter {
  name: string;
  course: string;
  message: string | null;
  published?: boolean;
}

const SPECIAL = 'スペシャルサポーターコース';
const SUPPORTER = 'サポーターコース';
const CHEER = '応援コース';

/** In the list's order; the public page groups them by course where each course first appears. */
export const DEMO_SUPPORTERS: DemoSupporter[] = [
  { name: 'デモ福祉会（架空の団体）', course: SPECIAL, message: 'だれもが安心して相談できる場所が、ずっと続きますように。' },
  { name: '見本 花子', course: SPECIAL, message: '家族として悩んだ日々を思い出します。同じ立場の方の力になればうれしいです。' },
  { name: '仮名 たろう', course: SUPPORTER, message: null },
  { name: 'サンプル商店（架空）', course: SUPPORTER, message: '地域のみんなで応援しています。' },
  { name: '例 ゆうこ', course: CHEER, message: '読みやすいサイトをありがとうございます。' },
  { name: 'ひろば応援団（デモ）', course: CHEER, message: null },
  // Hidden: the admin's list shows how a supporter waiting for consent looks.
  { name: '掲載確認中のデモ支援者', course: CHEER, message: null, published: false },
];

export async function seedDemoSupporters(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    if (await tx.one('SELECT 1 FROM crowdfunding_supporters LIMIT 1')) return;
    for (const [i, supporter] of DEMO_SUPPORTERS.entries()) {
      await tx.query('INSERT INTO crowdfunding_supporters (name, course, message, sort_order, published) VALUES ($1, $2, $3, $4, $5)', [
        supporter.name,
        supporter.course,
        supporter.message,
        i + 1,
        supporter.published ?? true,
      ]);
    }
  });
}
