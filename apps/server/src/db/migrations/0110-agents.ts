import { sql, type Kysely } from 'kysely';
import { createTables, dropTables } from './helpers.ts';

/**
 * The agent centre (modules/agents): per-brand agent levels (names and capabilities; a brand
 * without rows uses the defaults in code), the brand's agent settings, agents' affiliate codes
 * (the one code members.affiliate_code held moves here), the record of operator moves between
 * uplines, and a daily play roll-up per vendor so team betting by vendor never scans raw bets.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTables(db, {
    agent_levels: {
      columns: {
        merchant_id: 'integer not null references merchants.id on delete cascade',
        code: 'integer not null',
        names: "text not null default '{}'",
        open_accounts: 'integer not null',
        create_agents: 'integer not null',
        offer_contracts: 'integer not null',
        see_transactions: 'integer not null',
      },
      primaryKey: ['merchant_id', 'code'],
      checks: { agent_levels_code: 'code in (1, 2, 41, 42)' },
    },
    agent_settings: {
      columns: {
        merchant_id: 'integer primary key references merchants.id on delete cascade',
        downline_transfer: 'integer not null default 0',
        active_min_stake: 'bigint not null default 0',
        active_min_deposits: 'bigint not null default 0',
      },
    },
    affiliate_codes: {
      columns: {
        id: 'serial primary key',
        merchant_id: 'integer not null references merchants.id',
        member_id: 'integer not null references members.id',
        code: 'varchar(40) not null',
        label: 'varchar(40) not null',
        member_type: 'integer not null default 0',
        registrations: 'integer not null default 0',
        created_at: 'varchar(40) not null',
      },
      indexes: {
        affiliate_codes_code: 'unique (merchant_id, code)',
        affiliate_codes_member: '(member_id)',
      },
    },
    member_upline_moves: {
      columns: {
        id: 'serial primary key',
        merchant_id: 'integer not null references merchants.id',
        member_id: 'integer not null references members.id',
        from_upline_id: 'integer',
        to_upline_id: 'integer',
        team_size: 'integer not null',
        actor: 'varchar(80) not null',
        reason: 'varchar(200) not null',
        created_at: 'varchar(40) not null',
      },
      indexes: { member_upline_moves_member: '(member_id)' },
    },
    member_day_vendor_play: {
      columns: {
        merchant_id: 'integer not null references merchants.id',
        member_id: 'integer not null references members.id',
        day: 'varchar(10) not null',
        category: 'varchar(12) not null',
        vendor_code: 'varchar(32) not null',
        bets: 'integer not null default 0',
        stake: 'bigint not null default 0',
        valid_bet: 'bigint not null default 0',
        payout: 'bigint not null default 0',
        win_loss: 'bigint not null default 0',
      },
      primaryKey: ['member_id', 'day', 'category', 'vendor_code'],
      indexes: { member_day_vendor_play_brand_day: '(merchant_id, day)' },
    },
  });
  // Registration dates and logins are listed and counted per team: indexed for the period filters.
  await sql`create index members_created on members (merchant_id, created_at)`.execute(db);
  await sql`insert into affiliate_codes (merchant_id, member_id, code, label, member_type, registrations, created_at)
    select merchant_id, id, affiliate_code, 'Default', 0,
      (select count(*) from members d where d.upline_id = members.id), created_at
    from members where affiliate_code is not null`.execute(db);
  await sql`insert into member_day_vendor_play (merchant_id, member_id, day, category, vendor_code, bets, stake, valid_bet, payout, win_loss)
    select b.merchant_id, b.member_id, b.business_day, b.category, v.code, count(*), sum(b.stake), sum(b.valid_bet), sum(b.payout), sum(b.payout - b.stake)
    from bets b join game_vendors v on v.id = b.vendor_id
    where b.status = 'settled' and b.demo = 0 and b.business_day is not null
    group by b.merchant_id, b.member_id, b.business_day, b.category, v.code`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index members_created`.execute(db);
  await dropTables(db, [
    'member_day_vendor_play',
    'member_upline_moves',
    'affiliate_codes',
    'agent_settings',
    'agent_levels',
  ]);
}
