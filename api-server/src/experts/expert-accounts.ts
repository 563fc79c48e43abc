// An admin's expert accounts: create_user_expert makes an approved expert directly (the person sets
// their own password through the password-reset code flow, announced by mail); update_user_expert
// edits the account's e-mail and the expert record together. Both audited.
import { audit } from '../admin/audit-log-repository';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { DomainEvents } from '../events/domain-events';
import { conflict, forbidden, notFound, unprocessable } from '../lib/http-errors';
import { removeUploadedImage, saveImageDataUrl } from '../lib/image-upload';
import type { Mailer } from '../lib/mailer';
import { mayChangeExpertStatus, type Actor } from '../policy/rules';
import { noticeAddressChangedByAdmin } from '../users/account-mail';
import { insertUserInformation } from '../users/profile-repository';
import { presentUser } from '../users/user-service';
import { EMAIL_TAKEN_MESSAGE, emailTaken, findUserById, insertUser, isUniqueViolation, moveToEmail } from '../users/user-repository';
import { welcomeMail } from './expert-mail';
import { blankToNull } from './expert-records';
import { findExpert, insertExpert } from './expert-repository';
import type { ExpertService, ExpertInput } from './expert-service';
import { requiredText } from './expert-service';
import { recordStatus } from './expert-status';

/** Never matches a password (lib/password.ts verifies only scrypt hashes): set through the code flow. */
const NO_PASSWORD_YET = '!';

export type ExpertAccountService = ReturnType<typeof createExpertAccountService>;

export function createExpertAccountService({
  db,
  events,
  mailer,
  config,
  uploadsDir,
  experts,
}: {
  db: Database;
  events: DomainEvents;
  mailer: Mailer;
  config: Config;
  uploadsDir: string;
  experts: ExpertService;
}) {
  function mustBeAdmin(actor: Actor) {
    if (!mayChangeExpertStatus(actor)) throw forbidden('専門家のアカウントは管理者だけが作成・変更できます。');
  }

  return {
    async create(input: { email: string; profile_image_data?: string | null } & Required<Pick<ExpertInput, 'name' | 'title' | 'qualifications' | 'fields' | 'profile'>> & { qualification_check?: string }, admin: Actor) {
      mustBeAdmin(admin);
      const text = requiredText(input, ['name', 'title', 'qualifications', 'fields', 'profile'] as const);
      const email = input.email.trim();
      if (await emailTaken(db, email)) throw conflict('email', EMAIL_TAKEN_MESSAGE);
      const image = input.profile_image_data ? await saveImageDataUrl(uploadsDir, input.profile_image_data, 'profile_image_data') : null;
      let userId: number;
      try {
        userId = await db.transaction(async (tx) => {
          // A member until approved just below (the role moves with the expert's status).
          const id = await insertUser(tx, email, NO_PASSWORD_YET);
          await insertUserInformation(tx, id, text.name);
          const infoId = await insertExpert(tx, id, { ...text, profile_image: image, qualification_check: blankToNull(input.qualification_check) ?? null });
          // Made by the operator: recorded as an application decided at once.
          await recordStatus(tx, { expertInfoId: infoId, userId: id, from: null, to: 'pending', reason: null, by: null });
          await recordStatus(tx, { expertInfoId: infoId, userId: id, from: 'pending', to: 'approved', reason: '運営者が専門家のアカウントを作成', by: admin.id });
          await audit(tx, admin.id, 'user.create_expert', { type: 'user', id }, { expert_info_id: infoId });
          return id;
        });
      } catch (error) {
        await removeUploadedImage(uploadsDir, image);
        if (isUniqueViolation(error)) throw conflict('email', EMAIL_TAKEN_MESSAGE);
        throw error;
      }
      await mailer.send(welcomeMail({ to: email, siteUrl: config.siteUrl, name: text.name }));
      events.publish({ type: 'user.changed', id: userId, role: 'expert' });
      return presentUser((await findUserById(db, userId))!);
    },

    async update(input: { user_id: number; email?: string } & Omit<ExpertInput, 'status'>, admin: Actor) {
      mustBeAdmin(admin);
      const { user_id: userId, email, ...record } = input;
      const user = await findUserById(db, userId);
      if (!user || user.withdrawn_at) throw notFound('会員が見つかりませんでした。');
      const info = await findExpert(db, 'user_id', userId);
      if (!info || user.role !== 'expert') throw unprocessable('user_id', 'この会員は専門家ではありません。');
      if (email !== undefined && (await emailTaken(db, email, userId))) throw conflict('email', EMAIL_TAKEN_MESSAGE);
      if (email !== undefined) {
        try {
          await db.transaction(async (tx) => {
            // The expert signs in with the new address; sessions made before end (moveToEmail).
            await moveToEmail(tx, userId, email);
            await audit(tx, admin.id, 'user.update', { type: 'user', id: userId }, { email: 'changed' });
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw conflict('email', EMAIL_TAKEN_MESSAGE);
          throw error;
        }
        await noticeAddressChangedByAdmin(mailer, config.siteUrl, user.email, email);
      }
      // The record's rules (blank text, pictures, audit) are the expert service's.
      if (Object.keys(record).length > 0) await experts.update(info.id, record, admin);
      events.publish({ type: 'user.changed', id: userId });
      return presentUser((await findUserById(db, userId))!);
    },
  };
}
