// The signed link of every notification mail (List-Unsubscribe, RFC 8058, and the mail's own link):
// it works without signing in, so it carries whom it is for, what it stops and until when, signed
// with a key of its own derived from JWT_SECRET (a session token can never pass for one, nor one for
// a session token). Form: `<user id>.<kind or digest>.<expiry, Unix seconds>.<HMAC-SHA256, base64url>`.
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_KINDS, UNSUBSCRIBE_LINK_DAYS, type NotificationKind } from '@hiroba/contract';
import { badRequest } from '../lib/http-errors';

/** What a link stops: one kind (an instant mail's), or every kind then sent in the digest. */
export type UnsubscribeTarget = NotificationKind | 'digest';

export interface UnsubscribeClaims {
  userId: number;
  target: UnsubscribeTarget;
}

export interface UnsubscribeTokens {
  sign(claims: UnsubscribeClaims, now?: Date): string;
  /** The claims of a well-signed, unexpired token; a 400 naming `token` for anything else. */
  verify(token: string, now?: Date): UnsubscribeClaims;
}

const PURPOSE = 'hiroba notification unsubscribe link';
const DAY_SECONDS = 86_400;
const TARGETS = new Set<string>([...NOTIFICATION_KINDS, 'digest']);
const FORGED = '配信停止のリンクが正しくありません。メールのリンクをもう一度開いてください。';

export function createUnsubscribeTokens(jwtSecret: string): UnsubscribeTokens {
  const key = Buffer.from(hkdfSync('sha256', jwtSecret, '', PURPOSE, 32));
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest();
  return {
    sign({ userId, target }, now = new Date()) {
      const expires = Math.floor(now.getTime() / 1000) + UNSUBSCRIBE_LINK_DAYS * DAY_SECONDS;
      const payload = `${userId}.${target}.${expires}`;
      return `${payload}.${mac(payload).toString('base64url')}`;
    },
    verify(token, now = new Date()) {
      const match = /^(\d{1,10})\.([a-z_]{1,40})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) throw badRequest('token', FORGED);
      const [, userId, target, expires, signature] = match;
      const expected = mac(`${userId}.${target}.${expires}`);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected) || !TARGETS.has(target)) {
        throw badRequest('token', FORGED);
      }
      if (Number(expires) * 1000 < now.getTime()) {
        throw badRequest('token', '配信停止のリンクの有効期限が切れています。ログインして「お知らせの設定」から変更してください。');
      }
      return { userId: Number(userId), target: target as UnsubscribeTarget };
    },
  };
}
