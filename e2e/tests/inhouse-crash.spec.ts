import type { Browser, BrowserContext, FrameLocator, Page, TestInfo } from '@playwright/test';
import { expect, test } from '../support/accounts.ts';
import { fund, newMember, runInWalletProjects } from '../support/wallet.ts';
import { openInhouseGame } from '../support/inhouse.ts';

/*
 * Live Crash: two players, each in their own browser, open Crash from the /inhouse lobby and
 * watch the same round over the WebSocket. Both bet; one cashes out by hand while the round flies,
 * and the other sees that cash-out appear in the round's players list, then the same bust. The
 * server runs real rounds on a test clock (an 8 s betting phase, a flight twice as fast: see
 * playwright.config.ts); a round that crashes before the click lands is simply followed by the next.
 */
runInWalletProjects(180_000);

/** "e2e_crash_ab12" → "e2***2": how the players list shows a name. */
const masked = (username: string) => `${username.slice(0, 2)}***${username.slice(-1)}`;

/** A second person: their own browser context, with the project's size and theme. */
async function secondPerson(browser: Browser, page: Page, testInfo: TestInfo): Promise<BrowserContext> {
  const { isMobile, hasTouch, locale, timezoneId, baseURL, deviceScaleFactor, userAgent } = testInfo.project.use;
  const context = await browser.newContext({
    viewport: page.viewportSize(),
    isMobile,
    hasTouch,
    locale,
    timezoneId,
    baseURL,
    deviceScaleFactor,
    userAgent,
  });
  const dark = (testInfo.project.use as { theme?: string }).theme === 'dark';
  await context.addInitScript((isDark) => {
    window.sessionStorage.setItem('index_notice', '-1');
    if (isDark && !window.localStorage.getItem('theme')) window.localStorage.setItem('theme', 'dark');
  }, dark);
  return context;
}

// A round may fly for a while (a 100× round takes 15 s on the tests' clock): wait for the next boarding.
const bettingPhase = (game: FrameLocator) =>
  expect(game.getByTestId('crash-phase')).toContainText('Decolagem em', { timeout: 90_000 });

test('a Crash round watched live in two browsers, one player cashing out', async ({
  page,
  browser,
  snap,
}, testInfo) => {
  // The players list masks names to their first two and last letters, and the other project's run
  // of this journey may share the round (tests run in parallel): the two letters name the person
  // (cashier, watcher) and the size (desktop, phone), so no two players here look alike.
  const size = testInfo.project.use.isMobile ? 'p' : 'd';
  const cashier = await newMember(page, testInfo, `c${size}`);
  await fund(cashier, '100');
  const other = await secondPerson(browser, page, testInfo);
  const watcherPage = await other.newPage();
  const watcher = await newMember(watcherPage, testInfo, `w${size}`);
  await fund(watcher, '100');

  const a = await openInhouseGame(page, 'Crash');
  const b = await openInhouseGame(watcherPage, 'Crash');
  await expect(a.getByTestId('balance')).toContainText('100,00');
  await expect(b.getByTestId('balance')).toContainText('100,00');

  // The cashier cashes out by hand; an automatic cash-out at 1.20x is its safety net, for a browser
  // a loaded machine slows past the flight (the server pays it at 1.20x whatever the page does).
  await a.getByLabel('Retirada automática em (×)').fill('1.20');
  let cashed = false;
  let round = '';
  for (let attempt = 1; attempt <= 6 && !cashed; attempt++) {
    await bettingPhase(a);
    await bettingPhase(b);
    round = (await a.getByTestId('crash-round').textContent())!;
    await expect(b.getByTestId('crash-round')).toHaveText(round);
    await a.getByTestId('bet-button').click();
    await b.getByTestId('bet-button').click();
    // On a loaded machine the boarding may close before both bets land: then try the next round.
    const bothIn = await Promise.all(
      [a, b].map((game) =>
        expect(game.getByTestId('bet-button'))
          .toContainText('Aposta feita')
          .then(
            () => true,
            () => false,
          ),
      ),
    );
    if (bothIn.includes(false)) continue;
    // Both players are in the round, on both screens.
    for (const game of [a, b]) {
      await expect(game.getByTestId('crash-players')).toContainText(masked(cashier));
      await expect(game.getByTestId('crash-players')).toContainText(masked(watcher));
    }
    if (attempt === 1) await snap('inhouse-crash-betting');
    // Take-off: cash out as soon as the button is there (a round that busts at once, 1.0x, may
    // take it away before it is seen: then, as for a late click, the next round).
    const cashOut = a.getByTestId('crash-cashout');
    const flying = await cashOut.waitFor({ timeout: 10_000 }).then(
      () => true,
      () => false,
    );
    // Watched from the start: the other browser sees the cash-out live, with its multiplier, in the
    // players list (which the next boarding clears two seconds after the bust).
    const line = b.getByTestId('crash-player').filter({ hasText: masked(cashier) });
    const seenByWatcher = expect(line)
      .toContainText('×', { timeout: 25_000 })
      .then(() => true)
      .catch(() => false);
    if (flying) await cashOut.click({ timeout: 2_000 }).catch(() => undefined);
    // A click that lands after 1.20x finds the automatic cash-out done (409): the cashier's result
    // then shows when the round busts and the page reads its bets again.
    const mine = await a
      .getByTestId('crash-my-result')
      .waitFor({ timeout: 25_000 })
      .then(() => true)
      .catch(() => false);
    cashed = mine && (await seenByWatcher);
    if (!cashed) await expect(a.getByTestId('crash-phase')).toContainText(/Caiu em|Decolagem/, { timeout: 20_000 });
  }
  expect(cashed).toBe(true);
  await expect(a.getByTestId('crash-my-result')).toContainText('Retirou em');
  await snap('inhouse-crash-cashed-out', watcherPage);

  // The watcher, who held on, lost the stake: its own bets keep the round with no cash-out ("—")
  // and the bust. (The live players list shows the loss for two seconds before the next boarding
  // clears it: too short to be sure of a read on a loaded machine.) Both screens' bust history
  // keeps that round's point.
  const number = round.replace(/\D/g, '');
  const watcherBet = b
    .getByTestId('recent-bets')
    .getByRole('listitem')
    .filter({ hasText: `#${number}` });
  const lost = /^— \/ \d+\.\d+×$/;
  const lossShown = await expect(watcherBet.getByTestId('bet-summary'))
    .toHaveText(lost, { timeout: 20_000 })
    .then(() => true)
    .catch(() => false);
  // The list refreshes on the round's bust event; a socket that a loaded machine made miss it leaves
  // the list as it was, and the player reloads the game, which reads the bets afresh.
  if (!lossShown) await watcherPage.reload();
  await expect(watcherBet.getByTestId('bet-summary')).toHaveText(lost, { timeout: 30_000 });
  await snap('inhouse-crash-bust', watcherPage);
  const bust = (await watcherBet.getByTestId('bet-summary').textContent())!.split('/ ')[1]!.trim();
  const bustOf = (game: FrameLocator) =>
    game
      .getByTestId('crash-history')
      .getByRole('listitem')
      .filter({ has: game.getByTitle(round, { exact: true }) });
  await expect(bustOf(a)).toHaveText(bust);
  await expect(bustOf(b)).toHaveText(bust);

  // The cashier's own bets link the busted round to the verifier, which recomputes the same point.
  await expect(a.getByRole('link', { name: 'Verificar', exact: true }).first()).toBeVisible({ timeout: 10_000 });
  const [verifier] = await Promise.all([
    page.context().waitForEvent('page'),
    a.getByRole('link', { name: 'Verificar', exact: true }).first().click(),
  ]);
  await expect(verifier.getByTestId('fair-outcome')).toContainText(bust!);
  await verifier.close();
  await other.close();
});
