// The notification mails' words and parts. A subject never carries a title or a post's text (it is
// what mail lists, lock screens and logs show); the body names each notification by its message and
// its question's title, with a link that makes sense alone, and never quotes what anyone wrote. Every
// mail has a plain-text and an accessible HTML part and RFC 8058's one-click unsubscribe headers.
import { notificationMessage, type NotificationKind, type NotificationVariant } from '@hiroba/contract';
import { pagePath } from '@hiroba/contract/routes';
import { escapeHtml } from '../lib/html';
import type { Mail } from '../lib/mailer';

const SITE = '障害福祉Q&Aひろば';

/** One notification as a mail tells it. */
export interface MailedNotification {
  kind: NotificationKind;
  variant: NotificationVariant | null;
  actor_count: number;
  /** The question's title, where it is about one. */
  title: string | null;
  /** Its place on the site (notification-place.ts). */
  place: string;
}

export interface MailLinks {
  siteUrl: string;
  /** The signed token that stops this mail (unsubscribe-token.ts). */
  unsubscribeToken: string;
}

// What the link of a question's notification opens, after 『title』の.
const ON_QUESTION: Partial<Record<NotificationKind, string>> = {
  expert_answer: '専門家の回答を見る',
  comment: '回答・コメントを見る',
  reply: '返信を見る',
  best_answer: 'ベストアンサーを見る',
  addressed: '質問を見る',
  followed_answer: '新しい回答を見る',
  new_question: '質問を見る',
  like: 'いいねされた投稿を見る',
  reminder: '回答を見る',
};
// The link of a notification about no question.
const ELSEWHERE: Partial<Record<NotificationKind, string>> = {
  expert_application: '専門家の申請の結果を見る',
  payment: 'お支払いと会員期間の情報を見る',
  admin_report: '通報・確認の一覧を見る',
  admin_expert_application: '専門家の申請の一覧を見る',
};

/** The link's text, which says where it leads without the lines around it. */
export function linkText(n: MailedNotification): string {
  if (n.title !== null && ON_QUESTION[n.kind]) return `『${n.title}』の${ON_QUESTION[n.kind]}`;
  return ELSEWHERE[n.kind] ?? 'お知らせを見る';
}

const messageOf = (n: MailedNotification) => notificationMessage(n.kind, { count: n.actor_count, variant: n.variant });

export const instantSubject = (n: MailedNotification) => `【${SITE}】${messageOf(n)}`;
export const digestSubject = (count: number) => `【${SITE}】新しいお知らせが${count}件あります`;

/** A mail of one notification, sent at once. */
export const instantMail = (to: string, n: MailedNotification, links: MailLinks): Mail =>
  notificationMail(to, instantSubject(n), messageOf(n), [n], links);

/** The daily digest of a person's notifications, newest first. */
export const digestMail = (to: string, list: MailedNotification[], links: MailLinks): Mail =>
  notificationMail(to, digestSubject(list.length), `新しいお知らせが${list.length}件あります`, list, links);

function notificationMail(to: string, subject: string, heading: string, list: MailedNotification[], { siteUrl, unsubscribeToken }: MailLinks): Mail {
  const items = list.map((n) => ({ message: messageOf(n), link: linkText(n), url: `${siteUrl}${n.place}` }));
  const settingsUrl = `${siteUrl}${pagePath('notification-settings')}`;
  const unsubscribeUrl = `${siteUrl}${pagePath('mail-unsubscribe', {}, { token: unsubscribeToken })}`;
  const text = [
    `${SITE}からのお知らせです。`,
    '',
    ...items.flatMap((i) => [`■ ${i.message}`, `${i.link}: ${i.url}`, '']),
    '――――',
    `お知らせの設定を変える: ${settingsUrl}`,
    `このメールの配信を停止する: ${unsubscribeUrl}`,
    '',
    `このメールは${SITE}から送信専用のアドレスでお送りしています。`,
  ].join('\n');
  const a = (url: string, label: string) => `<a href="${escapeHtml(url)}">${escapeHtml(label)}</a>`;
  const html = [
    '<!doctype html>',
    '<html lang="ja">',
    `<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body>',
    `<h1>${escapeHtml(heading)}</h1>`,
    `<p>${SITE}からのお知らせです。</p>`,
    '<ul>',
    ...items.map((i) => `<li><p>${escapeHtml(i.message)}</p><p>${a(i.url, i.link)}</p></li>`),
    '</ul>',
    '<footer>',
    `<p>${a(settingsUrl, 'お知らせの設定を変える')}</p>`,
    `<p>${a(unsubscribeUrl, 'このメールの配信を停止する')}</p>`,
    `<p>このメールは${SITE}から送信専用のアドレスでお送りしています。</p>`,
    '</footer>',
    '</body>',
    '</html>',
  ].join('\n');
  return {
    to,
    subject,
    text,
    html,
    headers: {
      // RFC 8058: the mail client POSTs `List-Unsubscribe=One-Click` to this address, signed in or not.
      'List-Unsubscribe': `<${siteUrl}/api/v1/notification_settings/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
