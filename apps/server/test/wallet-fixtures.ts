import { DEFAULT_LOGIN_PASSWORD, DEFAULT_MERCHANT } from './factories/members.ts';

/*
 * The names the wallet, games and lottery suites import. Every helper is defined once, in
 * test/factories; this file only gathers them.
 */
export { newMember } from './factories/members.ts';
export { balanceOf, expectLedgerSound, fund } from './factories/ledger.ts';

export const MERCHANT = DEFAULT_MERCHANT;
export const LOGIN_PASSWORD = DEFAULT_LOGIN_PASSWORD;

/** Headers that authenticate a request as the member of this token (in English). */
export const auth = (token: string) => ({ authorization: `Bearer ${token}`, Language: 'en' });
