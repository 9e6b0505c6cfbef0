import Fastify from 'fastify';
import type { DbHandle } from '../../apps/server/src/db/database.ts';
import { DEMO_ACCOUNTS } from '../../apps/server/src/db/seed/demo-members.ts';
import { minor } from '../../apps/server/src/lib/money.ts';
import { startSession } from '../../apps/server/src/modules/auth/sessions.usecases.ts';
import { notifyMember } from '../../apps/server/src/modules/inbox/inbox.usecases.ts';
import {
  ensureMemberAccount,
  ensureSystemAccount,
  postTransaction,
} from '../../apps/server/src/modules/ledger/ledger.usecases.ts';
import { membersRepository } from '../../apps/server/src/modules/members/members.repository.ts';
import { withApp } from './app-under-load.ts';
import { fmt, hammer, median, type HttpFigures } from './http-load.ts';

/** GET /wps/v2/wallets/balance on the real app vs a bare Fastify route with constant JSON, alternating. */
export async function balanceVsBare(
  database: DbHandle,
  dataDir: string,
  seconds: number,
  connections: number,
  rounds: number,
): Promise<boolean> {
  const token = await playerWithMoney(database);
  const bare = Fastify();
  const constant = {
    success: true,
    code: 'ok',
    message: 'Success',
    value: { sumBalance: '1234.50', currencySymbol: '$', currency: 'USD', unreadMessage: 2 },
  };
  bare.get('/bare', async () => constant);
  try {
    const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });
    return await withApp(database, dataDir, async (appUrl) => {
      // As a browser sends it: the compression hook sees every answer, small ones included.
      const headers = {
        authorization: `Bearer ${token}`,
        language: 'en',
        host: 'localhost',
        'accept-encoding': 'gzip, deflate, br, zstd',
      };
      const probe = await fetch(`${appUrl}/wps/v2/wallets/balance`, { headers });
      console.log(`  probe: ${probe.status} ${await probe.text()}`);

      // Rounds alternate bare and app, so load from anything else on the machine hits both alike.
      await hammer(`${bareUrl}/bare`, {}, 1, connections);
      await hammer(`${appUrl}/wps/v2/wallets/balance`, headers, 1, connections);
      const bareRuns: HttpFigures[] = [];
      const appRuns: HttpFigures[] = [];
      for (let round = 0; round < rounds; round++) {
        bareRuns.push(await hammer(`${bareUrl}/bare`, {}, seconds, connections));
        appRuns.push(await hammer(`${appUrl}/wps/v2/wallets/balance`, headers, seconds, connections));
      }
      const line = (label: string, f: HttpFigures) =>
        `  ${label.padEnd(30)} ${fmt(f.rps).padStart(7)} req/s   p50 ${f.p50} ms   p99 ${f.p99} ms   non-2xx ${f.non2xx}   errors ${f.errors}`;
      for (let round = 0; round < rounds; round++) {
        console.log(line(`round ${round + 1} bare Fastify`, bareRuns[round]!));
        console.log(line(`round ${round + 1} balance`, appRuns[round]!));
      }
      const bareFigures = median(bareRuns);
      const appFigures = median(appRuns);
      const ratio = bareFigures.rps / appFigures.rps;
      console.log(`  median: bare ${fmt(bareFigures.rps)} req/s, balance ${fmt(appFigures.rps)} req/s`);
      console.log(
        `  ratio bare / balance: ${ratio.toFixed(2)}x (target ≤ 2.00x)${ratio <= 2 ? '  met' : '  ← above target'}`,
      );
      const failures = appRuns.reduce((n, f) => n + f.non2xx + f.errors, 0);
      return failures === 0 && probe.status === 200;
    });
  } finally {
    await bare.close();
  }
}

/** demo_player with money in main and two sub-wallets and unread messages, and a live session. */
async function playerWithMoney(database: DbHandle): Promise<string> {
  const db = database.db;
  const player = (await membersRepository.findByUsername(db, 1, DEMO_ACCOUNTS.player.username))!;
  const house = await ensureSystemAccount(db, 1, 'house', 'USD');
  for (const [kind, cents] of [
    ['main', 123_400n],
    ['vendor:AV', 50n],
    ['vendor:AI', 0n],
  ] as const) {
    const account = await ensureMemberAccount(db, 1, player.id, kind, 'USD');
    if (cents > 0n) {
      await postTransaction(db, {
        merchantId: 1,
        kind: 'adjustment',
        idempotencyKey: `bench-http:${kind}`,
        legs: [
          { accountId: house.id, amount: minor(-cents) },
          { accountId: account.id, amount: minor(cents) },
        ],
      });
    }
  }
  for (const [template, amount] of [
    ['deposit_credited', 123_400n],
    ['withdrawal_rejected', 5_000n],
  ] as const)
    await notifyMember(db, { merchantId: 1, memberId: player.id, template, params: { amount } });
  return (await startSession(db, player.id, '127.0.0.1')).token;
}
