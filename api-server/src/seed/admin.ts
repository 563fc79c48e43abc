// The first admin comes from ADMIN_EMAIL / ADMIN_PASSWORD: created when missing, its password
// updated when the variable changed. Further admins are made by admins.
import type { Database } from '../db/database';
import type { PasswordHasher } from '../lib/password';

export async function ensureAdmin(db: Database, passwords: PasswordHasher, email: string, password: string): Promise<'created' | 'updated' | 'unchanged'> {
  const existing = await db.one<{ id: number; role: string; password_hash: string }>(
    'SELECT id, role, password_hash FROM users WHERE lower(email) = lower($1) AND withdrawn_at IS NULL',
    [email],
  );
  if (!existing) {
    const hash = await passwords.hash(password);
    await db.transaction(async (tx) => {
      const user = await tx.one<{ id: number }>("INSERT INTO users (email, password_hash, role) VALUES ($1, $2, 'admin') RETURNING id", [email, hash]);
      await tx.query("INSERT INTO user_informations (user_id, nickname) VALUES ($1, '管理者')", [user!.id]);
    });
    return 'created';
  }
  const samePassword = await passwords.verify(password, existing.password_hash);
  if (samePassword && existing.role === 'admin') return 'unchanged';
  const hash = samePassword ? existing.password_hash : await passwords.hash(password);
  // A changed password also ends the sessions made with the old one.
  await db.query(
    `UPDATE users SET role = 'admin', password_hash = $2, updated_at = now(),
       token_version = token_version + CASE WHEN $3 THEN 0 ELSE 1 END WHERE id = $1`,
    [existing.id, hash, samePassword],
  );
  return 'updated';
}
