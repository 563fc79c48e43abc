// Experts' public records. Anyone reads approved ones; a pending, rejected or suspended record is
// seen only by the expert themself and admins (404 for others). The expert or an admin edits it;
// only an admin changes its status (the approval flow comes with the admin console).
import type { ExpertInfo, ExpertStatus } from '@hiroba/contract';
import type { Database } from '../db/database';
import type { DomainEvents } from '../events/domain-events';
import { audit } from '../lib/audit';
import { badRequest, forbidden, notFound } from '../lib/http-errors';
import { removeUploadedImage, saveImageDataUrl } from '../lib/image-upload';
import { limitClause, pageMeta, paging, type PageRequest } from '../lib/paging';
import { mayChangeExpertStatus, mayEditExpert, maySeeUnpublished, type Actor } from '../policy/rules';

const COLUMNS = 'id, user_id, name, profile_image, title, profile, qualifications, status, created_at, updated_at';
const NOT_FOUND = '専門家が見つかりませんでした。';

type ExpertRow = ExpertInfo;

export interface ExpertInput {
  name?: string;
  title?: string | null;
  profile?: string | null;
  qualifications?: string | null;
  profile_image_data?: string | null;
  status?: ExpertStatus;
}

/** Blank optional text is stored as NULL. */
const blankToNull = (value: string | null | undefined) => (value == null ? value : value.trim() || null);

export type ExpertService = ReturnType<typeof createExpertService>;

export function createExpertService({ db, events, uploadsDir }: { db: Database; events: DomainEvents; uploadsDir: string }) {
  const visible = (actor: Actor | null, row: ExpertRow | null): row is ExpertRow =>
    row !== null && (row.status === 'approved' || maySeeUnpublished(actor) || (actor !== null && actor.id === row.user_id));

  async function shown(where: string, value: number, actor: Actor | null) {
    const row = await db.one<ExpertRow>(`SELECT ${COLUMNS} FROM expert_infos WHERE ${where} = $1`, [value]);
    if (!visible(actor, row)) throw notFound(NOT_FOUND);
    return row;
  }

  return {
    async list(query: PageRequest & { status?: ExpertStatus | 'all' }, actor: Actor | null) {
      const status = query.status ?? (maySeeUnpublished(actor) ? 'all' : 'approved');
      if (status !== 'approved' && !maySeeUnpublished(actor)) throw forbidden('承認前の専門家は管理者だけが見られます。', 'status');
      const params: unknown[] = [];
      const where = status === 'all' ? '' : ` WHERE status = $${params.push(status)}`;
      const counted = await db.one<{ total: number }>(`SELECT count(*)::int AS total FROM expert_infos${where}`, params);
      const p = paging(query);
      const rows = await db.query<ExpertRow>(`SELECT ${COLUMNS} FROM expert_infos${where} ORDER BY id${limitClause(p, params)}`, params);
      return { data: rows, meta: pageMeta(p, counted?.total ?? 0) };
    },

    get: (id: number, actor: Actor | null) => shown('id', id, actor),
    forSitemap: () => db.query<{ id: number; updated_at: string }>("SELECT id, updated_at FROM expert_infos WHERE status = 'approved' ORDER BY id"),
    ofUser: (userId: number, actor: Actor | null) => shown('user_id', userId, actor),

    async update(id: number, input: ExpertInput, actor: Actor) {
      const current = await db.one<ExpertRow>(`SELECT ${COLUMNS} FROM expert_infos WHERE id = $1`, [id]);
      // Someone else's id answers 403 whether or not it exists.
      if (!mayEditExpert(actor, current ?? { user_id: null })) throw forbidden('ほかの方の専門家情報は変更できません。');
      if (!current) throw notFound(NOT_FOUND);
      const { profile_image_data: imageData, status, ...text } = input;
      if (status !== undefined && status !== current.status && !mayChangeExpertStatus(actor)) throw forbidden('状態は管理者だけが変更できます。', 'status');
      const name = text.name?.trim();
      if (name === '') throw badRequest('name', 'お名前を入力してください。');
      let image = current.profile_image;
      if (imageData !== undefined) image = imageData === null ? null : await saveImageDataUrl(uploadsDir, imageData, 'profile_image_data');
      const row = await db.transaction(async (tx) => {
        const updated = await tx.one<ExpertRow>(
          `UPDATE expert_infos SET
             name = COALESCE($2, name),
             title = CASE WHEN $3 THEN $4 ELSE title END,
             profile = CASE WHEN $5 THEN $6 ELSE profile END,
             qualifications = CASE WHEN $7 THEN $8 ELSE qualifications END,
             profile_image = $9, status = COALESCE($10, status),
             reviewed_by = CASE WHEN $10::text IS NULL OR $10 = status THEN reviewed_by ELSE $11 END,
             reviewed_at = CASE WHEN $10::text IS NULL OR $10 = status THEN reviewed_at ELSE now() END,
             updated_at = now()
           WHERE id = $1 RETURNING ${COLUMNS}`,
          [
            current.id,
            name ?? null,
            text.title !== undefined,
            blankToNull(text.title) ?? null,
            text.profile !== undefined,
            blankToNull(text.profile) ?? null,
            text.qualifications !== undefined,
            blankToNull(text.qualifications) ?? null,
            image,
            status ?? null,
            actor.id,
          ],
        );
        if (actor.id !== current.user_id) {
          await audit(tx, actor.id, 'expert_info.update', { type: 'expert_info', id: current.id }, {
            fields: Object.keys(input),
            ...(status !== undefined && status !== current.status && { status: { from: current.status, to: status } }),
          });
        }
        return updated!;
      });
      if (image !== current.profile_image) await removeUploadedImage(uploadsDir, current.profile_image);
      events.publish({ type: 'expert.changed', id: current.id });
      return row;
    },
  };
}
