// お問い合わせ: anyone may write; the message is stored and mailed to the operator, and admins read
// the stored messages.
import { CONTACT_KIND_LABELS, type ContactKind } from '@hiroba/contract';
import { itemOfUrl } from '@hiroba/contract/items';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { badRequest } from '../lib/http-errors';
import type { Mailer } from '../lib/mailer';
import { pageMeta, paging, type PageRequest } from '../lib/paging';
import type { Moderation } from '../moderation/moderation';
import { findModeratedItem } from '../moderation/review-repository';
import { insertContact, listContacts } from './contact-repository';

const REQUIRED = { name: 'お名前', subject: '件名', body: '本文' } as const;

export type ContactService = ReturnType<typeof createContactService>;

export function createContactService({ db, mailer, config, moderation }: { db: Database; mailer: Mailer; config: Config; moderation: Moderation }) {
  return {
    /**
     * A message to the operators; a removal request (削除の申し出) names a post by its URL and goes to
     * the review queue on that post (docs/moderation.md#removal-requests), as does a message with
     * crisis words, on top.
     */
    async send(input: { kind?: ContactKind; url?: string; name: string; email: string; subject: string; body: string }, senderUserId: number | null) {
      const fields = { name: '', subject: '', body: '' };
      for (const key of Object.keys(REQUIRED) as Array<keyof typeof REQUIRED>) {
        fields[key] = input[key].trim();
        if (!fields[key]) throw badRequest(key, `${REQUIRED[key]}を入力してください。`);
      }
      const kind = input.kind ?? 'inquiry';
      const url = input.url?.trim() || null;
      if (kind === 'removal_request' && !url) throw badRequest('url', '削除を求める投稿のURLを入力してください。');
      const email = input.email.trim();
      const verdict = await moderation.screen([{ field: 'subject', text: fields.subject }, { field: 'body', text: fields.body }], { publicPost: false });
      const row = await db.transaction(async (tx) => {
        const created = await insertContact(tx, { kind, url: kind === 'removal_request' ? url : null, userId: senderUserId, name: fields.name, email, subject: fields.subject, body: fields.body });
        const reasons = verdict.reasons.filter((r) => r.reason === 'crisis');
        if (kind === 'removal_request') reasons.push({ reason: 'removal_request', detail: `お問い合わせ番号 ${created.id}: ${fields.body}` });
        if (reasons.length) {
          // The post the URL names, when it is one; otherwise the message itself.
          const item = kind === 'removal_request' && url ? itemOfUrl(url) : null;
          const subject = item && (await findModeratedItem(tx, item)) ? item : { kind: 'contact' as const, id: created.id };
          await moderation.record(tx, subject, { reasons, hold: false, crisis: verdict.crisis });
        }
        return created;
      });
      await mailer.send({
        to: config.operator.email,
        subject: `【障害福祉Q&Aひろば】${CONTACT_KIND_LABELS[kind]}: ${fields.subject.replace(/[\r\n]+/g, ' ')}`,
        text: [
          `お名前: ${fields.name}`,
          `メールアドレス: ${email}`,
          ...(kind === 'removal_request' ? [`削除を求める投稿: ${url}`] : []),
          `件名: ${fields.subject}`,
          '',
          fields.body,
          '',
          `受付番号: ${row.id}`,
        ].join('\n'),
      });
      return verdict.crisis ? { ...row, crisis_help: true as const } : row;
    },

    async list(query: PageRequest) {
      const p = paging(query);
      const { rows, total } = await listContacts(db, p);
      return { data: rows, meta: pageMeta(p, total) };
    },
  };
}
