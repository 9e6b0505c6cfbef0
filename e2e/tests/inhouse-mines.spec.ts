import { expect, test } from '../support/accounts.ts';
import { fund, newMember, runInWalletProjects } from '../support/wallet.ts';
import { openInhouseGame } from '../support/inhouse.ts';

/*
 * Mines: a member starts a game, reveals a gem and cashes out at the multiplier shown; the payout
 * lands in the balance and the mine layout is shown once the game is over. A game that hits a
 * mine on its first tile (3 mines of 25: about one in eight) is lost and simply started again.
 */
runInWalletProjects(120_000);

test('Mines: reveal a gem, cash out, and the payout is in the balance', async ({ page, snap }, testInfo) => {
  const username = await newMember(page, testInfo, 'mines');
  await fund(username, '100');
  const game = await openInhouseGame(page, 'Mines');
  await expect(game.getByTestId('balance')).toContainText('100,00');

  let payout: string | null = null;
  for (let attempt = 0; attempt < 8 && !payout; attempt++) {
    await game.getByTestId('bet-button').click();
    const cashOut = game.getByTestId('cash-out');
    await expect(cashOut).toBeDisabled();
    // A different tile each game, so one unlucky layout cannot repeat the same loss.
    await game.getByRole('button', { name: `Casa ${attempt + 1}`, exact: true }).click();
    const result = game.getByTestId('mines-result');
    await expect(cashOut.or(result)).toBeVisible();
    if (await cashOut.isVisible()) {
      await expect(cashOut).toBeEnabled();
      await snap('inhouse-mines-open');
      payout = ((await cashOut.textContent()) ?? '').replace(/^\D+/, '');
      await cashOut.click();
    }
  }
  expect(payout).not.toBeNull();
  await expect(game.getByTestId('mines-result')).toContainText(`Você ganhou`);
  await expect(game.getByTestId('mines-result')).toContainText(payout!);
  // The layout is revealed now that the game is over: three mines on the board.
  await expect(game.getByTestId('mines-grid').locator('[data-state="mine"]')).toHaveCount(3);
  await expect(game.getByTestId('recent-bets').locator('li').first()).toContainText(payout!);
  await snap('inhouse-mines-cashed-out');
});
