import type { Db } from '../src/db/schema.ts';
import { DEFAULT_MERCHANT, DEFAULT_PAYMENT_PASSWORD } from './factories/members.ts';

/*
 * The names the payment, withdrawal and back-office suites import. Members, money and operators
 * come from test/factories (each helper defined once); what is only theirs is below.
 */
export { newPayingMember } from './factories/members.ts';
export { balanceOf, expectLedgerSound, fund, systemBalance } from './factories/ledger.ts';
export { operatorToken } from './factories/operators.ts';

export const MERCHANT = DEFAULT_MERCHANT;
export const PAYMENT_PASSWORD = DEFAULT_PAYMENT_PASSWORD;

export async function inboxTemplates(db: Db, memberId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('inbox_messages')
    .select('template')
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.template);
}

export const PNG_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
export const JPEG_BYTES = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
