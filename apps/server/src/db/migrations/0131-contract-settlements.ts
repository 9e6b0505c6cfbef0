import type { Kysely } from 'kysely';
import { createTables, dropTables } from './helpers.ts';

/**
 * Contract settlement (modules/agent-contracts, issue 27): a run per (brand, kind, period) that is
 * first a preview and then pays; one line per (contract, period), unique, so a period pays a
 * contract once however often it is previewed, approved or retried; debts an agent could not pay
 * its downlines from its wallet; the dividend's negative carry per contract; the brand's
 * settlement settings; members left out (test accounts, blocked agents); and the settled bets the
 * real-time salary has taken from the "bet settled" events, each claimed by exactly one window.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTables(db, {
    contract_settings: {
      columns: {
        merchant_id: 'integer primary key references merchants.id',
        negative_carry: 'integer not null default 0',
        auto_approve: 'integer not null default 0',
        updated_at: 'varchar(40) not null',
      },
    },
    contract_exclusions: {
      columns: {
        member_id: 'integer primary key references members.id',
        merchant_id: 'integer not null references merchants.id',
        /** test: a test account's play counts for nobody; blocked: an agent paid nothing. */
        reason: 'varchar(12) not null',
        created_at: 'varchar(40) not null',
      },
      checks: { contract_exclusions_reason: "reason in ('test', 'blocked')" },
    },
    contract_settlement_runs: {
      columns: {
        id: 'serial primary key',
        merchant_id: 'integer not null references merchants.id',
        kind: 'varchar(20) not null',
        /** hour, day, week, semimonth, month or 5min. */
        period_kind: 'varchar(12) not null',
        period_key: 'varchar(40) not null',
        period_start: 'varchar(40) not null',
        period_end: 'varchar(40) not null',
        state: "varchar(12) not null default 'preview'",
        previews: 'integer not null default 1',
        created_at: 'varchar(40) not null',
        previewed_at: 'varchar(40) not null',
        approved_at: 'varchar(40)',
        approved_by: 'varchar(80)',
      },
      checks: { contract_settlement_runs_state: "state in ('preview', 'paid')" },
      indexes: { contract_settlement_runs_period: 'unique (merchant_id, kind, period_key)' },
    },
    contract_settlement_lines: {
      columns: {
        id: 'serial primary key',
        run_id: 'integer not null references contract_settlement_runs.id',
        merchant_id: 'integer not null references merchants.id',
        contract_id: 'integer not null references agent_contracts.id',
        agent_id: 'integer not null references members.id',
        /** Who pays it: the upline agent, or null for the brand. */
        payer_agent_id: 'integer references members.id',
        kind: 'varchar(20) not null',
        period_key: 'varchar(40) not null',
        /** The agent's own amount (what its payer owes it), what it owes its downlines, what it keeps. */
        amount: 'bigint not null',
        to_downlines: 'bigint not null',
        kept: 'bigint not null',
        /** JSON: the team's measures, the tier reached, the carry, the formula (agent and operator see why). */
        inputs: 'text not null',
        formula: 'varchar(400) not null',
        state: "varchar(12) not null default 'preview'",
        /** Of the payment actually made (less than amount when the payer's wallet was short: the rest is a debt). */
        paid_amount: 'bigint not null default 0',
        ledger_transaction_id: 'integer',
        paid_at: 'varchar(40)',
        clawed_back_at: 'varchar(40)',
      },
      checks: { contract_settlement_lines_state: "state in ('preview', 'paid', 'clawed_back')" },
      indexes: {
        contract_settlement_lines_once: 'unique (contract_id, period_key)',
        contract_settlement_lines_run: '(run_id)',
        contract_settlement_lines_agent: '(agent_id, kind, period_key)',
      },
    },
    contract_debts: {
      columns: {
        id: 'serial primary key',
        merchant_id: 'integer not null references merchants.id',
        debtor_agent_id: 'integer not null references members.id',
        creditor_agent_id: 'integer not null references members.id',
        line_id: 'integer not null references contract_settlement_lines.id',
        amount: 'bigint not null',
        remaining: 'bigint not null',
        state: "varchar(12) not null default 'open'",
        created_at: 'varchar(40) not null',
        closed_at: 'varchar(40)',
      },
      checks: {
        contract_debts_state: "state in ('open', 'paid', 'cancelled')",
        contract_debts_remaining: 'remaining >= 0 and remaining <= amount',
      },
      indexes: {
        contract_debts_line: 'unique (line_id)',
        contract_debts_debtor: '(debtor_agent_id, state)',
      },
    },
    contract_debt_payments: {
      columns: {
        id: 'serial primary key',
        debt_id: 'integer not null references contract_debts.id',
        run_id: 'integer not null references contract_settlement_runs.id',
        amount: 'bigint not null',
        ledger_transaction_id: 'integer not null',
        created_at: 'varchar(40) not null',
      },
      indexes: { contract_debt_payments_once: 'unique (debt_id, run_id)' },
    },
    contract_carry: {
      columns: {
        contract_id: 'integer primary key references agent_contracts.id',
        /** Zero or negative: what the next period's loss must make good first. */
        carry: 'bigint not null',
        period_key: 'varchar(40) not null',
        updated_at: 'varchar(40) not null',
      },
      checks: { contract_carry_sign: 'carry <= 0' },
    },
    contract_realtime_bets: {
      columns: {
        /** The "bet settled" event it came from (delivered once, so taken once) and which side of it. */
        event_id: 'integer not null',
        merchant_id: 'integer not null references merchants.id',
        member_id: 'integer not null references members.id',
        bet_id: 'integer not null',
        settled_at: 'varchar(40) not null',
        stake: 'bigint not null',
        valid_bet: 'bigint not null',
        payout: 'bigint not null',
        /** -1: a correction or rollback taking back what the bet's earlier state counted. */
        sign: 'integer not null',
        /** The 5-minute window that claimed it (null until one did). */
        window_key: 'varchar(40)',
      },
      primaryKey: ['event_id', 'sign'],
      indexes: {
        contract_realtime_bets_open: '(merchant_id, window_key, settled_at)',
      },
    },
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, [
    'contract_realtime_bets',
    'contract_carry',
    'contract_debt_payments',
    'contract_debts',
    'contract_settlement_lines',
    'contract_settlement_runs',
    'contract_exclusions',
    'contract_settings',
  ]);
}
