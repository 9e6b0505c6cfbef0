import type { Trx } from '../schema.ts';
import { hashPassword } from '../../lib/secrets.ts';
import { membersPort } from '../../modules/members/members.port.ts';

/**
 * Demo accounts so a newcomer can log in at once (documented in the README). They exist only in
 * the demo seed of an empty database; an operator's database never gets them.
 */
export const DEMO_ACCOUNTS = {
  agent: { username: 'demo_agent', password: 'Agent#2026', affiliateCode: 'ARCADIA1' },
  player: { username: 'demo_player', password: 'Player#2026' },
} as const;

export type DemoPasswordHashes = { agent: string; player: string };

/** argon2 is slow on purpose: hashed before the seed transaction opens, not while it holds the database. */
export async function hashDemoPasswords(): Promise<DemoPasswordHashes> {
  return {
    agent: await hashPassword(DEMO_ACCOUNTS.agent.password),
    player: await hashPassword(DEMO_ACCOUNTS.player.password),
  };
}

export async function seedDemoMembers(
  trx: Trx,
  merchantId: number,
  language: string,
  hashes: DemoPasswordHashes,
): Promise<void> {
  const label = (
    kind: string,
    label_name: string,
    color: string,
    color2: string,
    rank_level: number | null,
    names: Record<string, string> = {},
  ) =>
    trx
      .insertInto('member_labels')
      .values({
        merchant_id: merchantId,
        kind,
        label_name,
        color,
        color2,
        rank_level,
        label_names: JSON.stringify(names),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  const vip = await label('club', 'VIP 3', '#3b2a00', '#f5c542', 3);
  // #6541e8: white on it is 6:1 (AA for the 11 px label text; #7c5cff was 4.35:1).
  const newcomer = await label('member', 'New', '#ffffff', '#6541e8', null, {
    pt: 'Novo',
    en: 'New',
    zh: '新人',
    vi: 'Mới',
    th: 'ใหม่',
    id: 'Baru',
  });

  const now = new Date().toISOString();
  const base = {
    merchant_id: merchantId,
    payment_password_hash: null,
    mobile: null,
    country_dialing_code: null,
    email: null,
    contact: '{}',
    referral_code: null,
    language,
    first_login: 1,
    must_change_password: 0,
    password_changed_at: now,
    trial_expires_at: null,
    register_ip: null,
    register_url: null,
    created_at: now,
    last_login_at: null,
  };
  const { agent, player } = DEMO_ACCOUNTS;
  const agentRow = await membersPort.insert(trx, {
    ...base,
    username: agent.username,
    username_key: agent.username,
    password_hash: hashes.agent,
    nickname: 'Demo Agent',
    is_agent: 1,
    upline_id: null,
    affiliate_code: agent.affiliateCode,
    club_label_id: null,
    avatar_id: 'avatar-07',
    email: 'agent@arcadia.example',
  });
  const playerRow = await membersPort.insert(trx, {
    ...base,
    username: player.username,
    username_key: player.username,
    password_hash: hashes.player,
    nickname: 'Demo Player',
    is_agent: 0,
    upline_id: agentRow.id,
    affiliate_code: null,
    club_label_id: Number(vip.id),
    avatar_id: 'avatar-03',
    email: 'player@arcadia.example',
  });
  await trx
    .insertInto('member_label_links')
    .values({ member_id: playerRow.id, label_id: Number(newcomer.id) })
    .execute();
}
