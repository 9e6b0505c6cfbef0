import { afterAll, beforeAll } from 'vitest';
import { settleIssue } from '../src/modules/lottery/settle.usecases.ts';
import { drawDueIssues, scheduleIssues } from '../src/modules/lottery/issues.usecases.ts';
import { lotteryRepository } from '../src/modules/lottery/lottery.repository.ts';
import { lotteryPlayer, placeLines, type StakeLine } from './lottery-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { expectLedgerSound, MERCHANT } from './wallet-fixtures.ts';

/**
 * The app of the lottery operator-route tests: issues scheduled from five minutes ago, the due
 * ones drawn and settled, so every state is there to list; the ledger checked sound at the end.
 * With the requests those tests make and the open issue and bettor they start from.
 */
export function useLotteryOperatorApp() {
  let t: TestApp;
  const db = () => t.database.db;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
    await scheduleIssues(db(), new Date(Date.now() - 5 * 60_000));
    for (const drawn of await drawDueIssues(db(), new Date())) await settleIssue(db(), drawn);
    await scheduleIssues(db(), new Date());
  });
  afterAll(async () => {
    await expectLedgerSound(db());
    await t.close();
  });
  return {
    db,
    app: () => t.app,
    get: (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers }),
    post: (url: string, headers: Record<string, string>, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: { ...headers, Language: 'en' }, payload }),
    /** The game's next issue still taking bets. */
    openIssue: async (code: string) =>
      (await lotteryRepository.upcoming(db(), MERCHANT, code, new Date(), 5)).find((i) => i.closesAt > new Date())!,
    /** A funded member who has placed these lines on the game's open issue. */
    async bettorOn(code: string, lines: StakeLine[]) {
      const memberId = await lotteryPlayer(db(), 100_000n);
      await placeLines(db(), memberId, code, lines);
      return memberId;
    },
  };
}
