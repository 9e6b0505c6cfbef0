import type { Db } from '../../db/schema.ts';
import { verifyPassword } from '../../lib/secrets.ts';
import { checkWithLockout } from './attempts.usecases.ts';

/**
 * The login password asked again inside a session (password change, first payment password): a
 * stolen session must not become an unlimited guessing oracle, so wrong answers lock it.
 */
export async function checkLoginPassword(
  db: Db,
  member: { id: number; merchantId: number; passwordHash: string },
  password: string,
): Promise<boolean> {
  const key = { merchantId: member.merchantId, scope: 'oldpass' as const, subject: String(member.id) };
  return checkWithLockout(db, key, async () => password !== '' && verifyPassword(member.passwordHash, password));
}
