import type { Kysely } from 'kysely';
import { createTables, dropTables } from './helpers.ts';

/**
 * Slip lines: one selection on one issue, priced when placed (odds fixed then), each backed by
 * one bet of the game wallet (`lot:<line id>`). A chase places the same lines on the next issues.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTables(db, {
    lottery_chases: {
      columns: {
        id: 'serial primary key',
        merchant_id: 'integer not null references merchants.id',
        member_id: 'integer not null references members.id',
        game_code: 'varchar(20) not null',
        issues: 'integer not null',
        stop_on_win: 'integer not null',
        // running until its last issue settles; stopped when a win refunded the rest.
        state: "varchar(10) not null default 'running'",
        created_at: 'varchar(40) not null',
      },
      checks: {
        lottery_chases_state: "state in ('running', 'stopped', 'done')",
      },
    },
    lottery_lines: {
      columns: {
        id: 'serial primary key',
        merchant_id: 'integer not null references merchants.id',
        member_id: 'integer not null references members.id',
        issue_id: 'bigint not null references lottery_issues.id',
        slip: 'varchar(40) not null',
        chase_id: 'bigint references lottery_chases.id',
        prize_mode: 'varchar(10) not null',
        bet_type: 'varchar(24) not null',
        pick: 'varchar(40) not null',
        stake: 'bigint not null',
        units: 'integer not null',
        odds_milli: 'integer not null',
        cost: 'bigint not null',
        payout_per_hit: 'bigint not null',
        // open → won | lost at settlement; cancelled by the player before close; refunded when a chase
        // stops or the issue is voided.
        status: "varchar(10) not null default 'open'",
        hits: 'integer not null default 0',
        payout: 'bigint not null default 0',
        created_at: 'varchar(40) not null',
        settled_at: 'varchar(40)',
      },
      checks: {
        lottery_lines_status: "status in ('open', 'won', 'lost', 'cancelled', 'refunded')",
      },
      indexes: {
        // Settlement reads an issue's open lines in batches; exposure sums one pick of one issue.
        lottery_lines_issue: '(issue_id, status, id)',
        lottery_lines_exposure: '(issue_id, bet_type, pick)',
        lottery_lines_member: '(member_id, id)',
        lottery_lines_chase: '(chase_id, status)',
      },
    },
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['lottery_lines', 'lottery_chases']);
}
