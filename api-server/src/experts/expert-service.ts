// Experts: their public records, applications (/become-an-expert) and the admin's decisions.
// Anyone reads approved records; a pending, rejected or suspended one is seen only by the person
// themself and admins (404 for others). The expert or an admin edits a record; only an admin changes
// its status, through expert-status.ts, which keeps the person's role in step.
import { EXPERT_STATUSES, EXPERT_STATUS_LABELS, type ExpertStatus, type ExpertStatusCounts } from '@hiroba/contract';
import { audit } from '../admin/audit-log-repository';
import type { Config } from '../config';
import type { Moderation } from '../moderation/moderation';
import type { Database, Queryable } from '../db/database';
import type { DomainEvents } from '../events/domain-events';
import { badRequest, conflict, forbidden, notFound, unprocessable } from '../lib/http-errors';
import { removeUploadedImage, saveImageDataUrl } from '../lib/image-upload';
import type { Notifier } from '../notifications/notification-events';
import type { Mailer } from '../lib/mailer';
import { pageMeta, paging, type PageRequest } from '../lib/paging';
import { mayApplyAsExpert, mayChangeExpertStatus, mayEditExpert, maySeeUnpublished, type Actor } from '../policy/rules';
import { liveEmailOf } from '../users/user-repository';
import { decisionMail } from './expert-mail';
import { blankToNull, presentExpert } from './expert-records';
import {
  approvedExpertsForSitemap,
  countExpertsByStatus,
  findExpert,
  insertExpert,
  listExperts,
  replaceApplication,
  statusHistoryOf,
  updateExpert,
  type ExpertRow,
} from './expert-repository';
import { checkStatusChange, recordStatus } from './expert-status';

const NOT_FOUND = '専門家が見つかりませんでした。';

export interface ExpertInput {
  name?: string;
  title?: string | null;
  profile?: string | null;
  qualifications?: string | null;
  fields?: string | null;
  qualification_check?: string | null;
  profile_image_data?: string | null;
  status?: ExpertStatus;
}

export type ApplicationInput = Required<Omit<ExpertInput, 'status' | 'profile_image_data'>> & { profile_image_data?: string | null };

/** The application's required text, trimmed; whitespace alone counts as missing. */
const REQUIRED: Record<keyof Omit<ApplicationInput, 'profile_image_data'>, string> = {
  name: 'お名前を入力してください。',
  title: '肩書きを入力してください。',
  qualifications: '資格を入力してください。',
  fields: '回答できる分野を入力してください。',
  profile: 'プロフィールを入力してください。',
  qualification_check: '資格の確認方法を入力してください。',
};

export function requiredText<K extends keyof typeof REQUIRED>(input: Partial<Record<K, string | null>>, keys: readonly K[]): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const key of keys) {
    const value = input[key]?.trim();
    if (!value) throw badRequest(key, REQUIRED[key]);
    out[key] = value;
  }
  return out;
}

export type ExpertService = ReturnType<typeof createExpertService>;

export function createExpertService({
  db,
  events,
  mailer,
  config,
  uploadsDir,
  beforeBecomingExpert,
  moderation,
  notifier,
}: {
  db: Database;
  moderation: Moderation;
  notifier: Notifier;
  events: DomainEvents;
  mailer: Mailer;
  config: Config;
  uploadsDir: string;
  /** Stops the renewal of a paid membership (payments): an expert has no use for it. */
  beforeBecomingExpert: (userId: number) => Promise<void>;
}) {
  const visible = (actor: Actor | null, row: ExpertRow | null): row is ExpertRow =>
    row !== null && (row.status === 'approved' || maySeeUnpublished(actor) || (actor !== null && actor.id === row.user_id));

  async function shown(by: 'id' | 'user_id', value: number, actor: Actor | null) {
    const row = await findExpert(db, by, value);
    if (!visible(actor, row)) throw notFound(NOT_FOUND);
    return presentExpert(row, actor);
  }

  /** An application's outcome is told in the site too (the mail says more: the reason). */
  async function notifyDecision(tx: Queryable, current: { id: number; status: ExpertStatus }, status: ExpertStatus) {
    if (current.status === 'pending' && (status === 'approved' || status === 'rejected')) {
      await notifier.notify({ type: 'expert_application.decided', expertInfoId: current.id, approved: status === 'approved' }, tx);
    }
  }

  async function mailDecision(row: { user_id: number | null; name: string }, status: ExpertStatus, reason: string | null) {
    if (row.user_id === null) return;
    const email = await liveEmailOf(db, row.user_id);
    if (email) await mailer.send(decisionMail({ to: email, siteUrl: config.siteUrl, name: row.name, status, reason }));
  }

  function announce(row: { id: number; user_id: number | null }) {
    events.publish({ type: 'expert.changed', id: row.id });
    if (row.user_id !== null) events.publish({ type: 'user.changed', id: row.user_id });
  }

  /** Saves a new picture (or removes it with null); returns what the record should hold. */
  const pictureFor = async (data: string | null | undefined, current: string | null) =>
    data === undefined ? current : data === null ? null : saveImageDataUrl(uploadsDir, data, 'profile_image_data');

  return {
    async list(query: PageRequest & { status?: ExpertStatus | 'all' }, actor: Actor | null) {
      const status = query.status ?? (maySeeUnpublished(actor) ? 'all' : 'approved');
      if (status !== 'approved' && !maySeeUnpublished(actor)) throw forbidden('承認前の専門家は管理者だけが見られます。', 'status');
      const p = paging(query);
      // Applications waiting for a decision come first in the admin's full list.
      const { rows, total } = await listExperts(db, status === 'all' ? null : status, p);
      return { data: rows.map((row) => presentExpert(row, actor)), meta: pageMeta(p, total) };
    },

    /** How many records have each status (the admin's tabs and dashboard). */
    async counts(): Promise<ExpertStatusCounts> {
      const rows = await countExpertsByStatus(db);
      return Object.fromEntries(EXPERT_STATUSES.map((s) => [s, rows.find((r) => r.status === s)?.n ?? 0])) as ExpertStatusCounts;
    },

    get: (id: number, actor: Actor | null) => shown('id', id, actor),
    forSitemap: () => approvedExpertsForSitemap(db),
    ofUser: (userId: number, actor: Actor | null) => shown('user_id', userId, actor),

    /** Every change of status of one record, newest first (admins). */
    history: (id: number) => statusHistoryOf(db, id),

    /** /become-an-expert: a member applies, or applies again after a rejection. */
    async apply(input: ApplicationInput, actor: Actor) {
      if (!mayApplyAsExpert(actor)) throw forbidden('専門家への申し込みは、会員の方だけができます。');
      const text = requiredText(input, ['name', 'title', 'qualifications', 'fields', 'profile', 'qualification_check'] as const);
      // An application is read by admins before anything is public: only what may not be sent at all is refused here.
      await moderation.screen(Object.entries(text).map(([field, value]) => ({ field, text: value })), { publicPost: false });
      const current = await findExpert(db, 'user_id', actor.id);
      if (current && current.status !== 'rejected') throw conflict(undefined, 'すでにお申し込みがあります。内容はこのページで確かめ、審査中のあいだは直せます。');
      const image = await pictureFor(input.profile_image_data, current?.profile_image ?? null);
      const id = await db.transaction(async (tx) => {
        const values = { ...text, profile_image: image };
        let recordId: number;
        if (current) {
          await replaceApplication(tx, current.id, values);
          recordId = current.id;
        } else {
          recordId = await insertExpert(tx, actor.id, values);
        }
        await recordStatus(tx, { expertInfoId: recordId, userId: actor.id, from: current?.status ?? null, to: 'pending', reason: null, by: null });
        await notifier.notify({ type: 'expert_application.received', expertInfoId: recordId }, tx);
        return recordId;
      });
      if (current && image !== current.profile_image) await removeUploadedImage(uploadsDir, current.profile_image);
      await mailDecision({ user_id: actor.id, name: text.name }, 'pending', null);
      announce({ id, user_id: actor.id });
      return shown('id', id, actor);
    },

    /** POST /expert_infos/change_status: an admin's decision, mailed to the person with its reason. */
    async changeStatus(input: { id: number; status: ExpertStatus; reason?: string }, admin: Actor) {
      if (!mayChangeExpertStatus(admin)) throw forbidden('専門家の状態は管理者だけが変更できます。');
      const current = await findExpert(db, 'id', input.id);
      if (!current) throw notFound(NOT_FOUND);
      if (current.user_id === null) throw unprocessable(undefined, '退会した専門家の状態は変更できません。');
      if (current.status === input.status) throw conflict('status', `すでに「${EXPERT_STATUS_LABELS[input.status]}」です。`);
      checkStatusChange(current.status, input.status);
      const reason = input.reason?.trim() || null;
      if (!reason && (input.status === 'rejected' || input.status === 'suspended')) {
        throw badRequest('reason', '理由を入力してください。理由はご本人にメールでお知らせします。');
      }
      if (input.status === 'approved') await beforeBecomingExpert(current.user_id);
      const userId = current.user_id;
      await db.transaction(async (tx) => {
        await recordStatus(tx, { expertInfoId: current.id, userId, from: current.status, to: input.status, reason, by: admin.id });
        await audit(tx, admin.id, 'expert_info.change_status', { type: 'expert_info', id: current.id }, { from: current.status, to: input.status, reason });
        await notifyDecision(tx, current, input.status);
      });
      await mailDecision(current, input.status, reason);
      announce(current);
      return shown('id', current.id, admin);
    },

    /** PUT /expert_infos/{id}: the profile by the person or an admin; a status only by an admin. */
    async update(id: number, input: ExpertInput, actor: Actor) {
      const current = await findExpert(db, 'id', id);
      // Someone else's id answers 403 whether or not it exists.
      if (!mayEditExpert(actor, current ?? { user_id: null })) throw forbidden('ほかの方の専門家情報は変更できません。');
      if (!current) throw notFound(NOT_FOUND);
      const { profile_image_data: imageData, status, ...text } = input;
      const statusChange = status !== undefined && status !== current.status;
      if (statusChange && !mayChangeExpertStatus(actor)) throw forbidden('状態は管理者だけが変更できます。', 'status');
      if (statusChange) {
        checkStatusChange(current.status, status);
        if (current.user_id === null) throw unprocessable('status', '退会した専門家の状態は変更できません。');
      }
      const name = text.name?.trim();
      if (name === '') throw badRequest('name', 'お名前を入力してください。');
      await moderation.screen(Object.entries(text).map(([field, value]) => ({ field, text: value })), { publicPost: false });
      if (statusChange && status === 'approved') await beforeBecomingExpert(current.user_id!);
      const image = await pictureFor(imageData, current.profile_image);
      const optional = (key: 'title' | 'profile' | 'qualifications' | 'fields' | 'qualification_check'): [boolean, string | null] => [
        text[key] !== undefined,
        blankToNull(text[key]) ?? null,
      ];
      await db.transaction(async (tx) => {
        await updateExpert(tx, current.id, {
          name: name ?? null,
          profileImage: image,
          given: {
            title: optional('title'),
            profile: optional('profile'),
            qualifications: optional('qualifications'),
            fields: optional('fields'),
            qualification_check: optional('qualification_check'),
          },
        });
        if (statusChange) {
          await recordStatus(tx, { expertInfoId: current.id, userId: current.user_id!, from: current.status, to: status, reason: null, by: actor.id });
          await notifyDecision(tx, current, status);
        }
        if (actor.id !== current.user_id) {
          await audit(tx, actor.id, 'expert_info.update', { type: 'expert_info', id: current.id }, {
            fields: Object.keys(input),
            ...(statusChange && { status: { from: current.status, to: status } }),
          });
        }
      });
      if (image !== current.profile_image) await removeUploadedImage(uploadsDir, current.profile_image);
      if (statusChange) await mailDecision(current, status, null);
      announce(current);
      return shown('id', current.id, actor);
    },
  };
}
