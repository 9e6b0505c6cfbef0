import type { Kysely } from 'kysely';
import { createTables, dropTables } from './helpers.ts';

/**
 * The lottery: games as data (a definition document per brand), numbered issues with their
 * committed seeds and results, and slip lines priced at bet time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTables(db, {
    lottery_games: {
      columns: {
        id: 'serial primary key',
        merchant_id: 'integer not null references merchants.id',
        code: 'varchar(20) not null',
        enabled: 'integer not null default 1',
        sort: 'integer not null default 0',
        // The LotteryGameDefinition as JSON: schedule, shape, bet types with odds and limits, exposure cap.
        definition: 'text not null',
        created_at: 'varchar(40) not null',
        updated_at: 'varchar(40) not null',
      },
      indexes: {
        lottery_games_code: 'unique (merchant_id, code)',
      },
    },
    lottery_issues: {
      columns: {
        id: 'serial primary key',
        merchant_id: 'integer not null references merchants.id',
        game_code: 'varchar(20) not null',
        numero: 'varchar(20) not null',
        opens_at: 'varchar(40) not null',
        closes_at: 'varchar(40) not null',
        draw_at: 'varchar(40) not null',
        // pending until drawn (open or closed for betting by the clock), then drawn, settled, or void.
        state: "varchar(10) not null default 'pending'",
        // Secret until the draw; its SHA-256 is published from the moment the issue exists.
        seed: 'varchar(64) not null',
        seed_hash: 'varchar(64) not null',
        result: 'text',
        drawn_at: 'varchar(40)',
        settled_at: 'varchar(40)',
        // 1 when drawn after its time (the server was stopped): operators see it in the issue list.
        late: 'integer not null default 0',
        void_reason: 'varchar(200)',
        created_at: 'varchar(40) not null',
      },
      checks: {
        lottery_issues_state: "state in ('pending', 'drawn', 'settled', 'void')",
      },
      indexes: {
        lottery_issues_numero: 'unique (merchant_id, game_code, numero)',
        // The draw job finds due issues; lobbies list a game's next and last issues by time.
        lottery_issues_due: '(state, draw_at)',
        lottery_issues_game_time: '(merchant_id, game_code, draw_at)',
      },
    },
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['lottery_issues', 'lottery_games']);
}
