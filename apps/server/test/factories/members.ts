import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/db/schema.ts';
import { hashPassword } from '../../src/lib/secrets.ts';
import { startSession } from '../../src/modules/auth/sessions.usecases.ts';
import type { Member } from '../../src/modules/members/member.model.ts';
import { membersRepository, type NewMember } from '../../src/modules/members/members.repository.ts';

/** The brand every factory uses unless told otherwise: the seeded demo merchant. */
export const DEFAULT_MERCHANT = 1;
export const DEFAULT_LOGIN_PASSWORD = 'Login#2026';
export const DEFAULT_PAYMENT_PASSWORD = '246810';

/**
 * What a test says about a member: only the facts it cares about. Passwords are given in clear
 * and hashed here (argon2 is slow, so a member without `password` gets an unusable hash).
 */
export type MemberSpec = {
  merchantId?: number;
  username?: string;
  password?: string;
  paymentPassword?: string | null;
  nickname?: string;
  isAgent?: number;
  /** A free-play trial account (isAgent 4). */
  trial?: boolean;
  uplineId?: number | null;
  language?: string;
  mobile?: string | null;
  countryDialingCode?: string | null;
  email?: string | null;
  mustChangePassword?: boolean;
  /** Trial accounts (isAgent 4) expire an hour from now unless a time is given. */
  trialExpiresAt?: string | null;
};

const UNUSABLE_HASH = 'x';

/**
 * One argon2 hash per distinct password for the whole test process: a hash is 30–100 ms of CPU, and
 * most tests give their members the same few passwords. A stored hash carries its own salt, so
 * members sharing one verify exactly as members with their own would.
 */
const hashes = new Map<string, Promise<string>>();
function hashedOnce(password: string): Promise<string> {
  let hashed = hashes.get(password);
  if (!hashed) {
    hashed = hashPassword(password);
    hashes.set(password, hashed);
  }
  return hashed;
}

/** A member row as the database holds it, with every column defaulted to an ordinary player. */
export async function createMember(db: Db, spec: MemberSpec = {}): Promise<Member> {
  const username = spec.username ?? `m${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const now = new Date().toISOString();
  const isAgent = spec.trial ? 4 : (spec.isAgent ?? 0);
  const trialDefault = isAgent === 4 ? new Date(Date.now() + 3_600_000).toISOString() : null;
  const row: NewMember = {
    merchant_id: spec.merchantId ?? DEFAULT_MERCHANT,
    username,
    username_key: username.toLowerCase(),
    password_hash: spec.password ? await hashedOnce(spec.password) : UNUSABLE_HASH,
    payment_password_hash: spec.paymentPassword ? await hashedOnce(spec.paymentPassword) : null,
    nickname: spec.nickname ?? username,
    mobile: spec.mobile ?? null,
    country_dialing_code: spec.countryDialingCode ?? null,
    email: spec.email ?? null,
    contact: '{}',
    is_agent: isAgent,
    upline_id: spec.uplineId ?? null,
    affiliate_code: null,
    referral_code: null,
    club_label_id: null,
    avatar_id: 'avatar-01',
    language: spec.language ?? 'en',
    first_login: 0,
    must_change_password: spec.mustChangePassword ? 1 : 0,
    password_changed_at: now,
    trial_expires_at: spec.trialExpiresAt === undefined ? trialDefault : spec.trialExpiresAt,
    register_ip: null,
    register_url: null,
    created_at: now,
    last_login_at: null,
  };
  return membersRepository.insert(db, row);
}

export type SignedInMember = {
  member: Member;
  token: string;
  /** Headers that authenticate a request as this member. */
  auth: { authorization: string; Language: string };
};

/** A member with a live session, as if it had just logged in (no login round trip). */
export async function createSignedInMember(
  db: Db,
  spec: MemberSpec = {},
  ip: string | null = null,
): Promise<SignedInMember> {
  const member = await createMember(db, spec);
  const { token } = await startSession(db, member.id, ip);
  return { member, token, auth: { authorization: `Bearer ${token}`, Language: 'en' } };
}

/** A member with a live session who can also log in with DEFAULT_LOGIN_PASSWORD. */
export async function newMember(db: Db, spec: MemberSpec = {}): Promise<SignedInMember> {
  return createSignedInMember(db, { password: DEFAULT_LOGIN_PASSWORD, ...spec });
}

/**
 * A member with a live session and a payment password (DEFAULT_PAYMENT_PASSWORD unless the spec
 * says otherwise, `null` for none): ready to withdraw. No login password (argon2 is slow).
 */
export async function newPayingMember(db: Db, spec: MemberSpec = {}): Promise<SignedInMember> {
  return createSignedInMember(db, { paymentPassword: DEFAULT_PAYMENT_PASSWORD, ...spec }, '127.0.0.1');
}
