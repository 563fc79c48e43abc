// The safety area's records as the server sends them, checked against the contract's schemas.
import type { HelpLine, Review, WatchedWord } from '@hiroba/api-client';
import { fixture } from '@hiroba/api-client/test-support';
import { HelpLineSchema, ReviewSchema, WatchedWordSchema } from '@hiroba/contract';

const AT = '2026-04-01T03:00:00.000Z';

/** An open review of a comment reported twice for abuse, still visible. */
export function makeReview(overrides: Partial<Review> = {}): Review {
  return fixture(ReviewSchema, {
    id: 1,
    state: 'open',
    crisis: false,
    subject: {
      kind: 'comment',
      id: 31,
      title: null,
      text: '作業所の職員はみんな怠け者だ。\nもう行きたくない。',
      author: { id: 9, nickname: 'たろう' },
      url: '/question-and-answer/一般/5#comment-31',
      moderation: 'visible',
      deleted: false,
    },
    reasons: [{ reason: 'report', detail: null }],
    reports: [{ reason: 'abuse', count: 2, notes: ['職員の方への悪口です。'] }],
    next_decisions: ['dismiss', 'hide', 'warn', 'suspend'],
    decisions: [],
    opened_at: AT,
    closed_at: null,
    ...overrides,
  });
}

export function makeWatchedWord(overrides: Partial<WatchedWord> = {}): WatchedWord {
  return fixture(WatchedWordSchema, { id: 1, word: '死にたい', action: 'crisis', created_at: AT, updated_at: AT, ...overrides });
}

export function makeHelpLine(overrides: Partial<HelpLine> = {}): HelpLine {
  return fixture(HelpLineSchema, {
    id: 1,
    name: 'こころの健康相談統一ダイヤル',
    number: '0570-064-556',
    hours: '都道府県により異なります',
    note: null,
    sort_order: 1,
    checked_on: '2026-04-01',
    updated_at: AT,
    ...overrides,
  });
}
