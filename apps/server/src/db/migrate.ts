import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import { isPostgres } from './dialect.ts';
import type { Db } from './schema.ts';
import * as m0001 from './migrations/0001-foundation.ts';
import * as m0002 from './migrations/0002-members.ts';
import * as m0003 from './migrations/0003-verification.ts';
import * as m0004 from './migrations/0004-ledger.ts';
import * as m0005 from './migrations/0005-wallet.ts';
import * as m0006 from './migrations/0006-payments.ts';
import * as m0007 from './migrations/0007-ledger-history.ts';
import * as m0008 from './migrations/0008-label-names.ts';
import * as m0012 from './migrations/0012-replay-guard.ts';
import * as m0013 from './migrations/0013-attempts-in-flight.ts';
import * as m0014 from './migrations/0014-ledger-balance-shards.ts';
import * as m0018 from './migrations/0018-wallet-settings.ts';
import * as m0020 from './migrations/0020-games-catalogue.ts';
import * as m0021 from './migrations/0021-bets.ts';
import * as m0022 from './migrations/0022-game-launch.ts';
import * as m0023 from './migrations/0023-catalogue-version.ts';
import * as m0024 from './migrations/0024-launch-session.ts';
import * as m0029 from './migrations/0029-games-list-order.ts';
import * as m0030 from './migrations/0030-content.ts';
import * as m0040 from './migrations/0040-lottery.ts';
import * as m0050 from './migrations/0050-bgs-fairness.ts';
import * as m0051 from './migrations/0051-bgs-rounds.ts';
import * as m0052 from './migrations/0052-crash.ts';
import * as m0053 from './migrations/0053-crash-scheme.ts';
import * as m0041 from './migrations/0041-lottery-lines.ts';
import * as m0060 from './migrations/0060-jobs.ts';
import * as m0070 from './migrations/0070-chat.ts';
import * as m0090 from './migrations/0090-play-record.ts';
import * as m0091 from './migrations/0091-money-business-day.ts';
import * as m0092 from './migrations/0092-lottery-lines-by-member.ts';
import * as m0100 from './migrations/0100-operator-console.ts';
import * as m0101 from './migrations/0101-withdrawal-two-person.ts';
import * as m0102 from './migrations/0102-sealed-totp-secrets.ts';
import * as m0110 from './migrations/0110-agents.ts';
import * as m0111 from './migrations/0111-team-reads.ts';
import * as m0120 from './migrations/0120-resource-labels.ts';
import * as m0130 from './migrations/0130-agent-contracts.ts';
import * as m0131 from './migrations/0131-contract-settlements.ts';
import * as m0140 from './migrations/0140-promotions.ts';
import * as m0150 from './migrations/0150-responsible-gaming.ts';
import * as m0151 from './migrations/0151-rg-brand-settings.ts';
import * as m0160 from './migrations/0160-points.ts';
import * as m0170 from './migrations/0170-vip.ts';
import * as m0190 from './migrations/0190-points-deposit-listener.ts';
import * as m0200 from './migrations/0200-rebates.ts';
import * as m0210 from './migrations/0210-missions.ts';
import * as m0300 from './migrations/0300-settlement-run-carry.ts';
import * as m0310 from './migrations/0310-bgs-brand-limits.ts';
import * as m0320 from './migrations/0320-promotion-two-person.ts';
import * as m0330 from './migrations/0330-referrals.ts';
import * as m0350 from './migrations/0350-raffles.ts';
import * as m0370 from './migrations/0370-feedback-note.ts';
import * as m0380 from './migrations/0380-raffle-granted-tickets.ts';
import * as m0390 from './migrations/0390-feedback-reply.ts';
import * as m0400 from './migrations/0400-team-play.ts';
import * as m0410 from './migrations/0410-team-member-periods.ts';
import * as m0420 from './migrations/0420-loss-judged-through.ts';

/** Migrations are listed here (not read from disk) so they work the same from source and in tests. */
const MIGRATIONS: Record<string, Migration> = {
  '0001-foundation': m0001,
  '0002-members': m0002,
  '0003-verification': m0003,
  '0004-ledger': m0004,
  '0005-wallet': m0005,
  '0006-payments': m0006,
  '0007-ledger-history': m0007,
  '0008-label-names': m0008,
  '0012-replay-guard': m0012,
  '0013-attempts-in-flight': m0013,
  '0014-ledger-balance-shards': m0014,
  '0018-wallet-settings': m0018,
  '0020-games-catalogue': m0020,
  '0021-bets': m0021,
  '0022-game-launch': m0022,
  '0023-catalogue-version': m0023,
  '0024-launch-session': m0024,
  '0029-games-list-order': m0029,
  '0030-content': m0030,
  '0040-lottery': m0040,
  '0041-lottery-lines': m0041,
  '0050-bgs-fairness': m0050,
  '0051-bgs-rounds': m0051,
  '0052-crash': m0052,
  '0053-crash-scheme': m0053,
  '0060-jobs': m0060,
  '0070-chat': m0070,
  '0090-play-record': m0090,
  '0091-money-business-day': m0091,
  '0092-lottery-lines-by-member': m0092,
  '0100-operator-console': m0100,
  '0101-withdrawal-two-person': m0101,
  '0102-sealed-totp-secrets': m0102,
  '0110-agents': m0110,
  '0111-team-reads': m0111,
  '0120-resource-labels': m0120,
  '0130-agent-contracts': m0130,
  '0131-contract-settlements': m0131,
  '0140-promotions': m0140,
  '0150-responsible-gaming': m0150,
  '0170-vip': m0170,
  '0160-points': m0160,
  '0151-rg-brand-settings': m0151,
  '0190-points-deposit-listener': m0190,
  '0200-rebates': m0200,
  '0210-missions': m0210,
  '0300-settlement-run-carry': m0300,
  '0310-bgs-brand-limits': m0310,
  '0320-promotion-two-person': m0320,
  '0330-referrals': m0330,
  '0350-raffles': m0350,
  '0370-feedback-note': m0370,
  '0380-raffle-granted-tickets': m0380,
  '0390-feedback-reply': m0390,
  '0400-team-play': m0400,
  '0410-team-member-periods': m0410,
  '0420-loss-judged-through': m0420,
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(MIGRATIONS) };

export async function migrateToLatest(db: Db): Promise<string[]> {
  // Kysely looks for its bookkeeping tables in every schema; pin it to ours, or a second schema on
  // the same server (parallel test files, or another install) makes it skip creating them.
  const migrationTableSchema = isPostgres(db)
    ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
    : undefined;
  // Feature areas own numbered ranges (money 0007-0019, games 0020-0029, content 0030-0039,
  // lottery 0040-0049, in-house 0050-0059, jobs 0060-0069, chat 0070-0079, play record 0090-0099,
  // operator console 0100-0109, agents 0110-0119),
  // so a database may meet a lower number after a higher one.
  const migrator = new Migrator({
    db,
    provider,
    allowUnorderedMigrations: true,
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
