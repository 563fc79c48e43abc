// お問い合わせ: anyone may write; the message is stored and mailed to the operator.
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../../../lib/http-errors';
import { LIMITS, limitByIpAndEmail } from '../../../../plugins/rate-limits';
import { DateTime, Email, StrictObject, errorResponses, one } from '../../../../schemas/common';

const ContactBody = StrictObject({
  name: Type.String({ minLength: 1, maxLength: 50 }),
  email: Email,
  subject: Type.String({ minLength: 1, maxLength: 100 }),
  body: Type.String({ minLength: 1, maxLength: 4000 }),
});
const Created = one(Type.Object({ id: Type.Integer(), created_at: DateTime }));

export default async function contactRoutes(app: FastifyInstance): Promise<void> {
  const { db, mailer, config } = app.ctx;

  app.post<{ Body: Static<typeof ContactBody> }>(
    '/api/v1/contacts',
    {
      schema: { tags: ['contacts'], summary: 'お問い合わせを送る', body: ContactBody, response: { 201: Created, ...errorResponses(400, 429) } },
      preHandler: limitByIpAndEmail(app, 'contact', LIMITS.contactPerIp),
    },
    async (request, reply) => {
      const fields = { name: '', subject: '', body: '' };
      for (const key of ['name', 'subject', 'body'] as const) {
        fields[key] = request.body[key].trim();
        if (!fields[key]) throw badRequest(key, `${{ name: 'お名前', subject: '件名', body: '本文' }[key]}を入力してください。`);
      }
      const email = request.body.email.trim();
      const row = await db.one<{ id: number; created_at: Date }>(
        'INSERT INTO contacts (user_id, name, email, subject, body) VALUES ($1, $2, $3, $4, $5) RETURNING id, created_at',
        [request.auth?.id ?? null, fields.name, email, fields.subject, fields.body],
      );
      await mailer.send({
        to: config.operator.email,
        subject: `【障害福祉Q&Aひろば】お問い合わせ: ${fields.subject.replace(/[\r\n]+/g, ' ')}`,
        text: [`お名前: ${fields.name}`, `メールアドレス: ${email}`, `件名: ${fields.subject}`, '', fields.body, '', `受付番号: ${row!.id}`].join('\n'),
      });
      return reply.code(201).send({ data: row });
    },
  );
}
