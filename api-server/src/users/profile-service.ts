// Profiles (nickname and picture): anyone reads a live member's (with their approved expert record);
// the owner or an admin changes it (an admin's change is audited). Pictures are checked by their bytes
// and stored under a random name.
import { audit } from '../admin/audit-log-repository';
import type { Database } from '../db/database';
import type { DomainEvents } from '../events/domain-events';
import { conflict, forbidden, notFound } from '../lib/http-errors';
import { removeUploadedImage, saveImageDataUrl } from '../lib/image-upload';
import { asSeenBy } from '../moderation/visibility';
import type { Moderation } from '../moderation/moderation';
import { mayManageUser, type Actor } from '../policy/rules';
import { createProfile, findProfile, hasProfile, publicProfileOf, updateProfile } from './profile-repository';

const NOT_FOUND = 'プロフィールが見つかりませんでした。';
const ALREADY = 'プロフィールはすでに登録されています。';

/** An empty or blank nickname is stored as NULL (shown as 未設定). */
const cleanNickname = (nickname: string | null | undefined) => (nickname == null ? null : nickname.trim() || null);

export interface ProfileInput {
  nickname?: string | null;
  profile_image_data?: string | null;
}

export type ProfileService = ReturnType<typeof createProfileService>;

export function createProfileService({ db, events, uploadsDir, moderation }: { db: Database; events: DomainEvents; uploadsDir: string; moderation: Moderation }) {
  const screen = (nickname: string | null | undefined) => moderation.screen([{ field: 'nickname', text: nickname }], { publicPost: true });

  const saveImage = (data: string) => saveImageDataUrl(uploadsDir, data, 'profile_image_data');

  return {
    /**
     * A live member's public profile: the nickname and picture, and their expert record while it is
     * approved. Never the e-mail or the sensitive fields (docs/product.md#sensitive-information).
     */
    async ofUser(userId: number, actor: Actor | null) {
      const row = await publicProfileOf(db, userId);
      if (!row) throw notFound(NOT_FOUND);
      const seen = asSeenBy({ ...row, author_id: row.user_id }, actor, []);
      if (seen && (row.moderation === 'visible' || seen.moderation !== undefined)) return seen;
      // Held or hidden from this reader: the page stays, without the nickname and picture (docs/moderation.md#held-and-hidden-posts).
      const { moderation: _state, ...rest } = row;
      return { ...rest, nickname: null, profile_image: null, can_report: false };
    },

    async create(input: ProfileInput, actor: Actor) {
      if (await hasProfile(db, actor.id)) throw conflict(undefined, ALREADY);
      const verdict = await screen(cleanNickname(input.nickname));
      const image = input.profile_image_data ? await saveImage(input.profile_image_data) : null;
      const row = await db.transaction(async (tx) => {
        const created = await createProfile(tx, actor.id, cleanNickname(input.nickname), image);
        if (created) await moderation.record(tx, { kind: 'profile', id: actor.id }, verdict);
        return created;
      });
      if (!row) {
        await removeUploadedImage(uploadsDir, image);
        throw conflict(undefined, ALREADY);
      }
      events.publish({ type: 'user.changed', id: actor.id });
      return row;
    },

    async update(id: number, input: ProfileInput, actor: Actor) {
      const current = await findProfile(db, id);
      // Someone else's id answers 403 whether or not it exists; only the owner or an admin learns 404.
      if (!mayManageUser(actor, current?.user_id ?? null)) throw forbidden('ほかの方の情報は変更・表示できません。');
      if (!current) throw notFound(NOT_FOUND);
      const verdict = input.nickname === undefined ? null : await screen(cleanNickname(input.nickname));
      let image = current.profile_image;
      if (input.profile_image_data !== undefined) image = input.profile_image_data === null ? null : await saveImage(input.profile_image_data);
      const row = await db.transaction(async (tx) => {
        const updated = await updateProfile(tx, current.id, input.nickname === undefined ? current.nickname : cleanNickname(input.nickname), image);
        if (verdict) await moderation.record(tx, { kind: 'profile', id: current.user_id }, verdict);
        if (actor.id !== current.user_id) {
          await audit(tx, actor.id, 'user_information.update', { type: 'user_information', id: current.id }, { fields: Object.keys(input) });
        }
        return updated;
      });
      if (image !== current.profile_image) await removeUploadedImage(uploadsDir, current.profile_image);
      events.publish({ type: 'user.changed', id: current.user_id });
      return row;
    },
  };
}
