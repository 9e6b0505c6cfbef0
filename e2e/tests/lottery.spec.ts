import { accountMenu, expect, header, test } from '../support/accounts.ts';

/*
 * Lottery journey: a free-play (trial) account opens the 45-second VN game, places a slip of three
 * đề selections on demo credit, waits for the draw and sees every line settled, the lottery wallet
 * changed by exactly the net, and the draw's verifier link. Screenshots of the lobby and the game.
 */
test('a trial player bets three numbers on VN Fast 45s and sees them settled at the draw', async ({ page, snap }) => {
  test.setTimeout(150_000);
  await page.goto('/');
  await header(page).getByRole('button', { name: 'Jogar grátis' }).click();
  await expect(accountMenu(page)).toBeVisible();
  expect(await page.evaluate(() => window.sessionStorage.getItem('isAgent'))).toBe('4');

  await page.goto('/lottery');
  await expect(page.getByRole('heading', { name: 'VN Rápida', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /VN Rápida 45s/ })).toBeVisible();
  await snap('lottery-lobby');

  await page.getByRole('link', { name: /VN Rápida 45s/ }).click();
  await expect(page).toHaveURL(/gameCode=VNF45S/);
  const wallet = page.getByTestId('lottery-wallet');
  await expect(wallet).toContainText('Crédito de demonstração');
  await expect(wallet).toContainText('2.000,00');

  await page.getByRole('tab', { name: 'Đề' }).click();
  const picks = page.getByRole('group', { name: 'Escolhas' });
  for (const n of ['07', '42', '88']) await picks.getByRole('button', { name: n, exact: true }).click();
  await page.getByRole('button', { name: 'Adicionar 3 linhas' }).click();
  const slip = page.getByRole('region', { name: /Bilhete/ });
  await expect(slip.getByRole('listitem')).toHaveCount(3);
  await snap('lottery-slip');
  await slip.getByRole('button', { name: 'Apostar' }).click();
  await expect(slip).toContainText('3 linhas apostadas');
  await expect(wallet).toContainText('1.997,00');

  // The draw comes within 45 s (plus the draw job's pass): every line leaves "Em aberto".
  const mine = page.getByRole('list', { name: 'Minhas apostas' });
  await expect(mine.getByRole('listitem')).toHaveCount(3);
  await expect(mine.getByText('Em aberto')).toHaveCount(0, { timeout: 75_000 });
  const won = await mine.getByText(/^\+/).count();
  // Each đề hit pays 95.00 on a 1.00 stake; the wallet shows the net of the three lines.
  const expected = 2000 - 3 + won * 95;
  await expect(wallet).toContainText(expected.toLocaleString('pt-BR', { minimumFractionDigits: 2 }), {
    timeout: 15_000,
  });
  const results = page.getByRole('list', { name: 'Resultados' });
  await expect(results.getByRole('link', { name: 'Verificar' }).first()).toBeVisible();
  await snap('lottery-settled');
});
