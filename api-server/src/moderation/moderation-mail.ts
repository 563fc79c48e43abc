// The mails of the review queue's decisions to a post's author. Plain text, Japanese. The subject
// never carries the post's text, and neither does the body: it names the kind of post and links to
// it (the author reads it there; a mail may be read by others or on a shared screen).
import { ITEM_KIND_LABELS, type ReportableKind } from '@hiroba/contract';
import type { Mail } from '../lib/mailer';

const SITE = '障害福祉Q&Aひろば';

interface AuthorMail {
  to: string;
  nickname: string | null;
  kind: ReportableKind;
  /** The post's page, absolute. */
  url: string | null;
  siteUrl: string;
  /** The admin's own words; the default when they gave none. */
  message: string | null;
}

const greeting = (nickname: string | null) => `${nickname ?? '会員'} 様`;
const footer = (siteUrl: string) => ['ご不明な点や、ご意見がある場合は、お問い合わせのページからご連絡ください。', `${siteUrl}/contact`, '', `${SITE} ${siteUrl}`];

export function hiddenMail(input: AuthorMail): Mail {
  return {
    to: input.to,
    subject: `【${SITE}】投稿を非公開にしました`,
    text: [
      greeting(input.nickname),
      '',
      `あなたの${ITEM_KIND_LABELS[input.kind]}を、運営の判断で非公開にしました。`,
      'ほかの方には「この投稿は運営により非公開になりました。」と表示されます。投稿は消えていません。あなたと運営は、これまでどおり読むことができます。',
      '',
      '理由:',
      input.message ?? '利用規約に沿わない内容、または個人情報などを含む可能性がある内容と判断しました。',
      ...(input.url ? ['', `投稿: ${input.url}`] : []),
      '',
      ...footer(input.siteUrl),
    ].join('\n'),
  };
}

export function warningMail(input: AuthorMail & { message: string }): Mail {
  return {
    to: input.to,
    subject: `【${SITE}】投稿についてのお願い`,
    text: [
      greeting(input.nickname),
      '',
      `あなたの${ITEM_KIND_LABELS[input.kind]}について、運営からお伝えしたいことがあります。`,
      '',
      input.message,
      ...(input.url ? ['', `投稿: ${input.url}`] : []),
      '',
      'みなさんが安心して使える場所にするため、ご協力をお願いします。',
      '',
      ...footer(input.siteUrl),
    ].join('\n'),
  };
}
