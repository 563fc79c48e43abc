// The review queue from Node (docs/moderation.md#the-review-queue), for arranging and tidying what a
// safety test needs: a report sent through the API, and the test's own open reviews closed again
// (問題なし) so that the queue other tests read holds only theirs.
import { callApi } from './api';
import type { Member } from './people';

type ItemKind = 'question' | 'comment' | 'reply' | 'profile';

export async function report(reporter: Member, kind: ItemKind, id: number, reason: string, note?: string): Promise<void> {
  await callApi('POST', '/reports', {
    address: reporter.address,
    token: reporter.session.token,
    body: { item_kind: kind, item_id: id, reason, ...(note ? { note } : {}) },
  });
}

/** Closes the open reviews of these items (問題なし). */
export async function dismissReviewsOf(admin: Member, items: Array<{ kind: ItemKind; id: number }>): Promise<void> {
  const as = { address: admin.address, token: admin.session.token };
  const open = await callApi<Array<{ id: number; subject: { kind: string; id: number } }>>('GET', '/reviews?state=open&per=100', as);
  for (const review of open.filter((r) => items.some((item) => item.kind === r.subject.kind && item.id === r.subject.id))) {
    await callApi('POST', `/reviews/${review.id}/decisions`, { ...as, body: { decision: 'dismiss' } });
  }
}
