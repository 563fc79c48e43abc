// お問い合わせ (contacts/contact-service.ts): anyone may write.
import { ContactBodySchema, ContactCreatedSchema, errorResponses, one } from '@hiroba/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LIMITS, limitByIpAndEmail } from '../../../../plugins/rate-limits';

const contacts: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '',
    {
      config: { access: 'anyone' },
      schema: { summary: 'お問い合わせを送る', body: ContactBodySchema, response: { 201: one(ContactCreatedSchema), ...errorResponses(400, 429) } },
      preHandler: limitByIpAndEmail(app, 'contact', LIMITS.contactPerIp),
    },
    async (request, reply) => reply.code(201).send({ data: await app.ctx.services.contacts.send(request.body, request.auth?.id ?? null) }),
  );
};

export default contacts;
