// Experts: their public records, applications (/become-an-expert) and the admin's decisions.
// Anyone reads approved records; a pending, rejected or suspended one is seen only by the person
// themself and admins (404 for others). The expert or an admin edits a record; only an admin changes
// its status, through expert-status.ts, which keeps the person's role in step.
import { EXPERT_STATUSES, EXPERT_STATUS_LABELS, type ExpertStatus, type ExpertStatusChange, type ExpertStatusCounts } from '@hiroba/contract';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { DomainEvents } from '../events/domain-events';
import { audit } from '../lib/audit';
import { badRequest, conflict, forbidden, notFound, unprocessable } from '../lib/http-errors';
import { removeUploadedImage, saveImageDataUrl } from '../lib/image-upload';
import type { Mailer } from '../lib/mailer';
import { limitClause, pageMeta, paging, type PageRequest } from '../lib/paging';
import { mayApplyAsExpert, mayChangeExpertStatus, mayEditExpert, maySeeUnpublished, type Actor } from '../policy/rules';
import { decisionMail } from './expert-mail';
import { EXPERT_COLUMNS, blankToNull, findExpert, presentExpert, type ExpertRow } from './expert-records';
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
}: {
  db: Database;
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

  async function mailDecision(row: { user_id: number | null; name: string }, status: ExpertStatus, reason: string | null) {
    if (row.user_id === null) return;
    const user = await db.one<{ email: string }>('SELECT email FROM users WHERE id = $1 AND withdrawn_at IS NULL', [row.user_id]);
    if (user) await mailer.send(decisionMail({ to: user.email, siteUrl: config.siteUrl, name: row.name, status, reason }));
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
      const params: unknown[] = [];
      const where = status === 'all' ? '' : ` WHERE ei.status = $${params.push(status)}`;
      const counted = await db.one<{ total: number }>(`SELECT count(*)::int AS total FROM expert_infos ei${where}`, params);
      const p = paging(query);
      // Applications waiting for a decision come first in the admin's full list.
      const order = status === 'all' ? "ei.status = 'pending' DESC, ei.id" : 'ei.id';
      const rows = await db.query<ExpertRow>(`SELECT ${EXPERT_COLUMNS} FROM expert_infos ei${where} ORDER BY ${order}${limitClause(p, params)}`, params);
      return { data: rows.map((row) => presentExpert(row, actor)), meta: pageMeta(p, counted?.total ?? 0) };
    },

    /** How many records have each status (the admin's tabs and dashboard). */
    async counts(): Promise<ExpertStatusCounts> {
      const rows = await db.query<{ status: ExpertStatus; n: number }>('SELECT status, count(*)::int AS n FROM expert_infos WHERE user_id IS NOT NULL GROUP BY status');
      return Object.fromEntries(EXPERT_STATUSES.map((s) => [s, rows.find((r) => r.status === s)?.n ?? 0])) as ExpertStatusCounts;
    },

    get: (id: number, actor: Actor | null) => shown('id', id, actor),
    forSitemap: () => db.query<{ id: number; updated_at: string }>("SELECT id, updated_at FROM expert_infos WHERE status = 'approved' ORDER BY id"),
    ofUser: (userId: number, actor: Actor | null) => shown('user_id', userId, actor),

    /** Every change of status of one record, newest first (admins). */
    history: (id: number) =>
      db.query<ExpertStatusChange>(
        `SELECT c.id, c.from_status, c.to_status, c.reason, c.created_at,
                CASE WHEN c.changed_by IS NULL THEN NULL ELSE json_build_object('id', c.changed_by, 'nickname', ui.nickname) END AS changed_by
           FROM expert_status_changes c LEFT JOIN user_informations ui ON ui.user_id = c.changed_by
          WHERE c.expert_info_id = $1 ORDER BY c.created_at DESC, c.id DESC`,
        [id],
      ),

    /** /become-an-expert: a member applies, or applies again after a rejection. */
    async apply(input: ApplicationInput, actor: Actor) {
      if (!mayApplyAsExpert(actor)) throw forbidden('専門家への申し込みは、会員の方だけができます。');
      const text = requiredText(input, ['name', 'title', 'qualifications', 'fields', 'profile', 'qualification_check'] as const);
      const current = await findExpert(db, 'user_id', actor.id);
      if (current && current.status !== 'rejected') throw conflict(undefined, 'すでにお申し込みがあります。内容はこのページで確かめ、審査中のあいだは直せます。');
      const image = await pictureFor(input.profile_image_data, current?.profile_image ?? null);
      const id = await db.transaction(async (tx) => {
        const values = [text.name, image, text.title, text.profile, text.qualifications, text.fields, text.qualification_check];
        const row = current
          ? await tx.one<{ id: number }>(
              `UPDATE expert_infos SET name = $2, profile_image = $3, title = $4, profile = $5, qualifications = $6, fields = $7,
                 qualification_check = $8, updated_at = now() WHERE id = $1 RETURNING id`,
              [current.id, ...values],
            )
          : await tx.one<{ id: number }>(
              `INSERT INTO expert_infos (user_id, name, profile_image, title, profile, qualifications, fields, qualification_check, status)
               VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'pending') RETURNING id`,
              [actor.id, ...values],
            );
        await recordStatus(tx, { expertInfoId: row!.id, userId: actor.id, from: current?.status ?? null, to: 'pending', reason: null, by: null });
        return row!.id;
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
      if (statusChange && status === 'approved') await beforeBecomingExpert(current.user_id!);
      const image = await pictureFor(imageData, current.profile_image);
      const optional = (key: 'title' | 'profile' | 'qualifications' | 'fields' | 'qualification_check') => [text[key] !== undefined, blankToNull(text[key]) ?? null];
      await db.transaction(async (tx) => {
        await tx.query(
          `UPDATE expert_infos SET
             name = COALESCE($2, name),
             title = CASE WHEN $3 THEN $4 ELSE title END,
             profile = CASE WHEN $5 THEN $6 ELSE profile END,
             qualifications = CASE WHEN $7 THEN $8 ELSE qualifications END,
             fields = CASE WHEN $9 THEN $10 ELSE fields END,
             qualification_check = CASE WHEN $11 THEN $12 ELSE qualification_check END,
             profile_image = $13, updated_at = now()
           WHERE id = $1`,
          [
            current.id,
            name ?? null,
            ...optional('title'),
            ...optional('profile'),
            ...optional('qualifications'),
            ...optional('fields'),
            ...optional('qualification_check'),
            image,
          ],
        );
        if (statusChange) {
          await recordStatus(tx, { expertInfoId: current.id, userId: current.user_id!, from: current.status, to: status, reason: null, by: actor.id });
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
