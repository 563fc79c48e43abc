// Accounts: sign-up, the caller's own record, the admin's list and counts, changes of e-mail,
// password and role, and withdrawal (退会). Every user object leaves with what it may do
// (membership and capabilities, policy/rules.ts).
import { ROLES, type AccountState, type Role, type UserSort } from '@hiroba/contract';
import { audit } from '../admin/audit-log-repository';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { DomainEvents } from '../events/domain-events';
import { badRequest, conflict, forbidden, notFound, unprocessable } from '../lib/http-errors';
import type { Mailer } from '../lib/mailer';
import type { PasswordHasher } from '../lib/password';
import { removeUploadedImage } from '../lib/image-upload';
import { pageMeta, paging, type PageRequest } from '../lib/paging';
import { capabilitiesOf, mayChangeRole, mayManageUser, membershipOf, type Actor } from '../policy/rules';
import { noticeAddressChangedByAdmin } from './account-mail';
import type { Moderation } from '../moderation/moderation';
import { insertUserInformation } from './profile-repository';
import {
  EMAIL_TAKEN_MESSAGE,
  countUsersByRole,
  emailTaken,
  findUserById,
  insertUser,
  isUniqueViolation,
  listUsers,
  moveToEmail,
  updateAccount,
  type UserRow,
} from './user-repository';
import { withdrawUser } from './withdrawal-repository';

const USER_NOT_FOUND = '会員が見つかりませんでした。';

/** A user as the API sends it: the row with its membership, capabilities and suspension. */
export const presentUser = (row: UserRow) => ({
  ...row,
  membership: membershipOf(row),
  capabilities: capabilitiesOf(row),
  suspension: row.suspended_at ? { at: row.suspended_at, reason: row.suspended_reason ?? '' } : null,
});

export interface UserUpdate {
  email?: string;
  password?: string;
  role?: Role;
}

export type UserService = ReturnType<typeof createUserService>;

export function createUserService({
  db,
  events,
  passwords,
  mailer,
  config,
  uploadsDir,
  beforeWithdrawal,
  moderation,
}: {
  db: Database;
  moderation: Moderation;
  events: DomainEvents;
  passwords: PasswordHasher;
  mailer: Mailer;
  config: Pick<Config, 'siteUrl'>;
  uploadsDir: string;
  /** Ends what the person pays for (payments), before their account is withdrawn. */
  beforeWithdrawal: (userId: number) => Promise<void>;
}) {
  async function present(id: number) {
    const row = await findUserById(db, id);
    if (!row) throw notFound(USER_NOT_FOUND);
    return presentUser(row);
  }

  /** The live user behind an id-taking call, after the caller was allowed to touch it. */
  async function target(id: number, actor: Actor): Promise<UserRow> {
    if (!mayManageUser(actor, id)) throw forbidden('ほかの方の情報は変更・表示できません。');
    const user = await findUserById(db, id);
    if (!user || user.withdrawn_at) throw notFound(USER_NOT_FOUND);
    return user;
  }

  return {
    present,

    async signUp(input: { email: string; password: string; nickname: string }) {
      const nickname = input.nickname.trim();
      if (!nickname) throw badRequest('nickname', 'ニックネームを入力してください。');
      if (await emailTaken(db, input.email)) throw conflict('email', EMAIL_TAKEN_MESSAGE);
      const verdict = await moderation.screen([{ field: 'nickname', text: nickname }], { publicPost: true });
      const hash = await passwords.hash(input.password);
      let id: number;
      try {
        id = await db.transaction(async (tx) => {
          const userId = await insertUser(tx, input.email, hash);
          await insertUserInformation(tx, userId, nickname);
          await moderation.record(tx, { kind: 'profile', id: userId }, verdict);
          return userId;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('email', EMAIL_TAKEN_MESSAGE);
        throw error;
      }
      return present(id);
    },

    async list(query: PageRequest & { role?: Role; keyword?: string; state?: AccountState; sort?: UserSort }) {
      const p = paging(query);
      const { rows, total } = await listUsers(db, { role: query.role, state: query.state, sort: query.sort, keyword: query.keyword?.trim() }, p);
      return { data: rows.map(presentUser), meta: pageMeta(p, total) };
    },

    async counts() {
      const rows = await countUsersByRole(db);
      const byRole = Object.fromEntries(ROLES.map((r) => [r, rows.find((row) => row.role === r)?.n ?? 0])) as Record<Role, number>;
      return { total: rows.reduce((sum, r) => sum + r.n, 0), by_role: byRole };
    },

    get: async (id: number, actor: Actor) => presentUser(await target(id, actor)),

    async update(id: number, input: UserUpdate, actor: Actor) {
      const current = await target(id, actor);
      const { email, password, role } = input;
      const self = actor.id === current.id;
      if (role !== undefined && role !== current.role) {
        if (self && actor.role === 'admin') throw unprocessable('role', 'ご自身の会員種別は変更できません。');
        if (!mayChangeRole(actor, current.id)) throw forbidden('会員種別は管理者だけが変更できます。', 'role');
        // The expert role moves only with the expert's status (experts/expert-status.ts).
        if (role === 'expert' || current.role === 'expert') {
          throw unprocessable('role', '専門家にする・専門家をやめるときは、管理画面の「専門家の管理」で状態を変更してください。');
        }
      }
      if (password !== undefined && !self) throw forbidden('パスワードはご本人だけが変更できます。', 'password');
      // The person's own password and address have calls of their own (account-settings-service.ts):
      // a new address is confirmed by a code mailed to it, and both end the other sessions.
      if (self && password !== undefined) {
        throw badRequest('password', 'ご自身のパスワードは「パスワードの変更」で、現在のパスワードを入力して変更してください。');
      }
      if (self && email !== undefined) {
        throw badRequest('email', 'ご自身のメールアドレスは「メールアドレスの変更」で、新しいアドレスに届く確認コードを使って変更してください。');
      }
      if (email !== undefined && (await emailTaken(db, email, current.id))) throw conflict('email', EMAIL_TAKEN_MESSAGE);
      const hash = password !== undefined ? await passwords.hash(password) : null;
      try {
        await db.transaction(async (tx) => {
          // An admin's change of someone's address ends that person's sessions, as their own would.
          if (email !== undefined) await moveToEmail(tx, current.id, email);
          await updateAccount(tx, current.id, { passwordHash: hash, role: role ?? null });
          if (actor.role === 'admin' && !self) {
            const changes = { ...(email !== undefined && { email: 'changed' }), ...(role !== undefined && { role: { from: current.role, to: role } }) };
            await audit(tx, actor.id, 'user.update', { type: 'user', id: current.id }, changes);
          }
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('email', EMAIL_TAKEN_MESSAGE);
        throw error;
      }
      if (role !== undefined && role !== current.role) events.publish({ type: 'user.changed', id: current.id, role });
      // A new address ended every session of the account (moveToEmail).
      if (email !== undefined) events.publish({ type: 'sessions.changed', id: current.id });
      // Only an admin changes someone's address here (their own is refused above).
      if (email !== undefined) await noticeAddressChangedByAdmin(mailer, config.siteUrl, current.email, email);
      return present(current.id);
    },

    /** 退会 by the person, or an admin's removal (audited). Admin accounts are not withdrawn. */
    async withdraw(id: number, actor: Actor) {
      const current = await target(id, actor);
      if (current.role === 'admin') throw unprocessable(undefined, '管理者のアカウントは退会の手続きができません。');
      await beforeWithdrawal(current.id);
      const files = await db.transaction(async (tx) => {
        const removed = await withdrawUser(tx, current.id);
        if (actor.id !== current.id) await audit(tx, actor.id, 'user.withdraw', { type: 'user', id: current.id });
        return removed;
      });
      await removeUploadedImage(uploadsDir, files.profileImage);
      await removeUploadedImage(uploadsDir, files.expertImage);
      // Their questions and answers now show no author.
      events.publish({ type: 'user.changed', id: current.id });
    },
  };
}
