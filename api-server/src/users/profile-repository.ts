// The SQL of profiles (user_informations: nickname and picture).
import type { ExpertInfo, ModerationState } from '@hiroba/contract';
import { EXPERT_INFO_JSON } from '../content/content-sql';
import type { Queryable } from '../db/database';

export interface ProfileRow {
  id: number;
  user_id: number;
  nickname: string | null;
  profile_image: string | null;
}
const COLUMNS = 'id, user_id, nickname, profile_image';

/** The profile every account gets at sign-up. */
export async function insertUserInformation(tx: Queryable, userId: number, nickname: string): Promise<void> {
  await tx.query('INSERT INTO user_informations (user_id, nickname) VALUES ($1, $2)', [userId, nickname]);
}

/** A live member's profile with their expert record while it is approved. */
export const publicProfileOf = (db: Queryable, userId: number) =>
  db.one<ProfileRow & { moderation: ModerationState; expert_info: ExpertInfo | null }>(
    `SELECT ui.id, ui.user_id, ui.nickname, ui.profile_image, ui.moderation,
            (SELECT ${EXPERT_INFO_JSON} FROM expert_infos ei WHERE ei.user_id = ui.user_id AND ei.status = 'approved') AS expert_info
       FROM user_informations ui
       JOIN users u ON u.id = ui.user_id AND u.withdrawn_at IS NULL WHERE ui.user_id = $1`,
    [userId],
  );

export const hasProfile = async (db: Queryable, userId: number) => (await db.one('SELECT 1 FROM user_informations WHERE user_id = $1', [userId])) !== null;

/** Null when the person has one already (two creates at once). */
export const createProfile = (db: Queryable, userId: number, nickname: string | null, image: string | null) =>
  db.one<ProfileRow>(
    `INSERT INTO user_informations (user_id, nickname, profile_image) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO NOTHING RETURNING ${COLUMNS}`,
    [userId, nickname, image],
  );

export const findProfile = (db: Queryable, id: number) => db.one<ProfileRow>(`SELECT ${COLUMNS} FROM user_informations WHERE id = $1`, [id]);

export async function updateProfile(tx: Queryable, id: number, nickname: string | null, image: string | null): Promise<ProfileRow> {
  const row = await tx.one<ProfileRow>(`UPDATE user_informations SET nickname = $2, profile_image = $3, updated_at = now() WHERE id = $1 RETURNING ${COLUMNS}`, [
    id,
    nickname,
    image,
  ]);
  return row!;
}
