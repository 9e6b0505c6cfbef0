import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { DEFAULT_OPERATOR_PASSWORD, operatorToken, totpCode } from '../../../test/factories/operators.ts';
import { down, up } from '../../db/migrations/0102-sealed-totp-secrets.ts';
import { secretBox, secretBoxOf } from '../../lib/secret-box.ts';
import { operatorLogin } from './operators.usecases.ts';
import { verifySecondFactor } from './two-factor.usecases.ts';

const t = useTestApp();
const db = () => t.database.db;
/** The database as a migration sees it (untyped). */
const raw = () => db() as unknown as Kysely<unknown>;
const key = () => {
  const bytes = randomBytes(32);
  return { kid: bytes.toString('hex').slice(0, 8), key: bytes };
};
const stored = (id: number) =>
  db()
    .selectFrom('operators')
    .select(['totp_secret', 'totp_pending_secret'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/** Signs in with the password and a current code for `secret`; answers whether a session came back. */
async function signsIn(username: string, secret: string, at: Date) {
  const { challenge } = await operatorLogin(db(), username, DEFAULT_OPERATOR_PASSWORD, null);
  const { token } = await verifySecondFactor(db(), challenge, { code: await totpCode(secret, at) }, at);
  return token.length > 20;
}

describe('TOTP secrets at rest', () => {
  it('are stored sealed (AES-256-GCM), never as the secret itself, and still check codes', async () => {
    const { operator, secret } = await operatorToken(db(), 'finance');
    const row = await stored(operator.id);
    expect(row.totp_pending_secret).toBeNull();
    expect(row.totp_secret).toMatch(/^enc:v1:[\w-]{8}:[\w-]{16}:[\w-]+$/);
    expect(row.totp_secret).not.toContain(secret);
    expect(secretBox().open(row.totp_secret!)).toBe(secret);
    // A later step than the enrolment's (each code is good once).
    expect(await signsIn(operator.username, secret, new Date(Date.now() + 60_000))).toBe(true);
  });

  it('the migration seals secrets stored in plain text before it, once, and opens them again going down', async () => {
    const { operator, secret } = await operatorToken(db(), 'support');
    const pending = 'JBSWY3DPEHPK3PXP';
    // As a row from before the migration: the secret in plain text (and one enrolment under way).
    await db()
      .updateTable('operators')
      .set({ totp_secret: secret, totp_pending_secret: pending })
      .where('id', '=', operator.id)
      .execute();
    await up(raw());
    const sealed = await stored(operator.id);
    expect(sealed.totp_secret).toMatch(/^enc:v1:/);
    expect(secretBox().open(sealed.totp_secret!)).toBe(secret);
    expect(secretBox().open(sealed.totp_pending_secret!)).toBe(pending);
    expect(await signsIn(operator.username, secret, new Date(Date.now() + 60_000))).toBe(true);

    // Running again leaves sealed values as they are.
    await up(raw());
    expect(await stored(operator.id)).toEqual(sealed);
    await down(raw());
    expect(await stored(operator.id)).toEqual({ totp_secret: secret, totp_pending_secret: pending });
    await up(raw());
  });

  it('a changed byte or an unknown key opens nothing; a previous key still opens what it sealed', () => {
    const old = key();
    const current = key();
    const sealed = secretBoxOf(old).seal('JBSWY3DPEHPK3PXP');
    expect(secretBoxOf(current, [old]).open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(() => secretBoxOf(current).open(sealed)).toThrow(/no key/);
    const data = sealed.split(':').at(-1)!;
    const flipped = `${data[0] === 'A' ? 'B' : 'A'}${data.slice(1)}`;
    expect(() => secretBoxOf(old).open(sealed.replace(data, flipped))).toThrow();
    // Two seals of one secret differ (a fresh IV each time).
    expect(secretBoxOf(old).seal('x')).not.toBe(secretBoxOf(old).seal('x'));
  });
});
