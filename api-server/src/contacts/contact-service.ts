// お問い合わせ: anyone may write; the message is stored and mailed to the operator, and admins read
// the stored messages.
import type { Config } from '../config';
import type { Database } from '../db/database';
import { badRequest } from '../lib/http-errors';
import type { Mailer } from '../lib/mailer';
import { pageMeta, paging, type PageRequest } from '../lib/paging';
import { insertContact, listContacts } from './contact-repository';

const REQUIRED = { name: 'お名前', subject: '件名', body: '本文' } as const;

export type ContactService = ReturnType<typeof createContactService>;

export function createContactService({ db, mailer, config }: { db: Database; mailer: Mailer; config: Config }) {
  return {
    async send(input: { name: string; email: string; subject: string; body: string }, senderUserId: number | null) {
      const fields = { name: '', subject: '', body: '' };
      for (const key of Object.keys(REQUIRED) as Array<keyof typeof REQUIRED>) {
        fields[key] = input[key].trim();
        if (!fields[key]) throw badRequest(key, `${REQUIRED[key]}を入力してください。`);
      }
      const email = input.email.trim();
      const row = await insertContact(db, { userId: senderUserId, name: fields.name, email, subject: fields.subject, body: fields.body });
      await mailer.send({
        to: config.operator.email,
        subject: `【障害福祉Q&Aひろば】お問い合わせ: ${fields.subject.replace(/[\r\n]+/g, ' ')}`,
        text: [`お名前: ${fields.name}`, `メールアドレス: ${email}`, `件名: ${fields.subject}`, '', fields.body, '', `受付番号: ${row.id}`].join('\n'),
      });
      return row;
    },

    async list(query: PageRequest) {
      const p = paging(query);
      const { rows, total } = await listContacts(db, p);
      return { data: rows, meta: pageMeta(p, total) };
    },
  };
}
