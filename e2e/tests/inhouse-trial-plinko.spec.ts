import { accountMenu, expect, header, test } from '../support/accounts.ts';
import { runInWalletProjects } from '../support/wallet.ts';
import { openInhouseGame } from '../support/inhouse.ts';

/*
 * A trial (free-play) account plays Plinko on demo credit: the game page says it is demo credit,
 * every drop moves that credit through the same game wallet, and no real money is involved.
 */
runInWalletProjects(120_000);

test('a trial account plays Plinko on demo credit', async ({ page, snap }) => {
  await page.goto('/');
  await header(page).getByRole('button', { name: 'Jogar grátis' }).click();
  await expect(accountMenu(page)).toBeVisible();

  const game = await openInhouseGame(page, 'Plinko');
  await expect(game.getByText('Crédito demo')).toBeVisible();
  await expect(game.getByTestId('balance')).toContainText('2.000,00');
  await game.getByTestId('bet-button').click();
  await expect(game.getByTestId('plinko-bucket')).toBeVisible();
  await expect(game.getByTestId('recent-bets').locator('li')).toHaveCount(1);
  // The balance moved by exactly the drop: 2,000.00 − 1.00 + its payout.
  const payout = await game.getByTestId('recent-bets').locator('li').first().locator('span').nth(3).textContent();
  const cents = Math.round(Number(payout!.replace(/[^\d,]/g, '').replace(',', '.')) * 100);
  const expected = ((200_000 - 100 + cents) / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2 });
  await expect(game.getByTestId('balance')).toContainText(expected);
  await snap('inhouse-trial-plinko');
});
