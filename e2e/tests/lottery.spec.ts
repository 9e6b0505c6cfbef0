import type { Page } from '@playwright/test';
import { accountMenu, expect, header, openAccountMenu, test } from '../support/accounts.ts';
import { followServerClock, moveServerClock } from '../support/clock.ts';
import { expectBalance, goTo, memberCentre, newFundedMember, openFromHeader, refreshUntil } from '../support/wallet.ts';

/*
 * Lottery journey: a free-play (trial) account opens the 45-second VN game, places a slip of three
 * đề selections on demo credit — the header balance drops by the stake — waits for the draw and sees
 * every line settled, the lottery wallet and the header changed by exactly the net, and the verifier
 * reproducing the draw. A registered member's bet shows in the betting record (not offered to
 * trial accounts), linked to its draw's verifier. Screenshots of the lobby, the game and the record.
 */
// Each journey reaches its draw by moving the server's clock (and the page's with it) one draw period
// ahead: the draw job then draws and settles the issue as the real minute would. It runs in the
// `desktop-light clock` project (playwright.config.ts); the screenshots cover that project's look.
const PERIOD_MS = { VNF45S: 45_000, '5D1M': 60_000 };
test.beforeEach(async ({ page }) => {
  test.setTimeout(120_000);
  await followServerClock(page.context());
});
const drawNow = (page: Page, game: keyof typeof PERIOD_MS) =>
  moveServerClock({ advanceMs: PERIOD_MS[game] }, page.context());

async function startFreePlay(page: Page) {
  await page.goto('/');
  await header(page).getByRole('button', { name: 'Jogar grátis' }).click();
  await expect(accountMenu(page)).toBeVisible();
  expect(await page.evaluate(() => window.sessionStorage.getItem('isAgent'))).toBe('4');
}

test('a trial player bets three numbers on VN Fast 45s and sees them settled at the draw', async ({ page, snap }) => {
  await startFreePlay(page);

  await page.goto('/lottery');
  await expect(page.getByRole('heading', { name: 'VN Rápida', exact: true })).toBeVisible();
  // The game card (its name, then the issue number) and, ranked above the groups, the popular games.
  const card = page.getByRole('link', { name: /^VN Rápida 45s #/ });
  await expect(card).toBeVisible();
  const popular = page.getByRole('region', { name: 'Populares agora' });
  await expect(popular.getByRole('listitem').first()).toBeVisible();
  await snap('lottery-lobby');

  await card.click();
  await expect(page).toHaveURL(/gameCode=VNF45S/);
  const wallet = page.getByTestId('lottery-wallet');
  await expect(wallet).toContainText('Crédito de demonstração');
  await expect(wallet).toContainText('2.000,00');
  await expectBalance(page, '2.000,00');

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
  // The header balance drops by the slip's stake (3 × 1.00) as soon as the bet is placed.
  await expectBalance(page, '1.997,00');

  // The draw comes within 45 s: once it is due, the draw job's next pass settles every line.
  const mine = page.getByRole('list', { name: 'Minhas apostas' });
  await expect(mine.getByRole('listitem')).toHaveCount(3);
  await drawNow(page, 'VNF45S');
  await expect(mine.getByText('Em aberto')).toHaveCount(0, { timeout: 30_000 });
  const won = await mine.getByText(/^\+/).count();
  // Each đề hit pays 95.00 on a 1.00 stake; the wallet shows the net of the three lines.
  const expected = (2000 - 3 + won * 95).toLocaleString('pt-BR', { minimumFractionDigits: 2 });
  await expect(wallet).toContainText(expected, { timeout: 15_000 });
  await refreshUntil(page, expected);
  const results = page.getByRole('list', { name: 'Resultados' });
  await expect(results.getByRole('link', { name: 'Verificar' }).first()).toBeVisible();
  await snap('lottery-settled');

  // The public verifier recomputes the latest draw from its published seed: same special prize.
  const latest = results.getByRole('listitem').first();
  const special = (await latest.locator('[aria-label]').first().getAttribute('aria-label'))!;
  expect(special).toMatch(/^\d{5}$/);
  await latest.getByRole('link', { name: 'Verificar' }).click();
  const digits = page.getByTestId('fair-outcome').getByRole('listitem');
  await expect(digits.first()).toBeVisible();
  expect((await digits.allTextContents()).slice(0, special.length).join('')).toBe(special);
  await snap('lottery-verifier');
});

test('a chase of three draws on both big and small wins the first, stops and refunds the other two', async ({
  page,
  snap,
}) => {
  await startFreePlay(page);
  await page.goto('/lottery?gameCode=5D1M');
  const wallet = page.getByTestId('lottery-wallet');
  await expect(wallet).toContainText('2.000,00');
  await page.getByRole('tab', { name: 'Alto/Baixo' }).click();
  // The first digit is big (5–9) or small (0–4): one of these two lines wins every draw.
  const picks = page.getByRole('group', { name: 'Escolhas' });
  await picks.getByRole('button', { name: 'Alto', exact: true }).click();
  await picks.getByRole('button', { name: 'Baixo', exact: true }).click();
  const odds = Number(
    /×([\d.]+)/.exec(
      (await page
        .getByText(/Odds ×[\d.]+/)
        .first()
        .textContent())!,
    )![1],
  );
  await page.getByRole('button', { name: 'Adicionar 2 linhas' }).click();
  const slip = page.getByRole('region', { name: /Bilhete/ });
  await slip.getByRole('checkbox', { name: 'Repetir nos próximos sorteios' }).check();
  await expect(slip.getByRole('checkbox', { name: 'Parar quando uma linha ganhar' })).toBeChecked();
  await snap('lottery-chase-slip');
  await slip.getByRole('button', { name: 'Apostar' }).click();
  // Three draws of two 1.00 lines are paid up front.
  await expect(wallet).toContainText('1.994,00');
  // The first draw pays the winning line and the stop refunds the two draws not played (4.00).
  const expected = (1_994 + odds + 4).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  await drawNow(page, '5D1M');
  await expect(wallet).toContainText(expected, { timeout: 30_000 });
  const mine = page.getByRole('list', { name: 'Minhas apostas' });
  await expect(mine.getByText('Reembolsada')).toHaveCount(4);
  await expect(mine.getByText('Pos. 1 · Alto')).toHaveCount(3);
  await snap('lottery-chase-refunded');
});

test('a member’s lottery bet lowers the header balance by its stake and shows in the betting record, linked to its draw', async ({
  page,
  snap,
  isMobile,
}, testInfo) => {
  await newFundedMember(page, testInfo, 100, 'lot');
  // The lottery plays from its own game wallet: 10,00 moves there from the main wallet.
  const centre = await openFromHeader(page, 'Depositar');
  await goTo(centre, 'Minha carteira', isMobile);
  const wallets = centre.getByRole('combobox', { name: 'Carteira de jogo' });
  await wallets.selectOption(
    (await wallets.locator('option', { hasText: 'Lotus Draw Lotteries' }).getAttribute('value'))!,
  );
  await centre.getByRole('textbox', { name: 'Valor', exact: true }).fill('10');
  await centre.getByRole('button', { name: 'Transferir para o jogo' }).click();
  await expect(centre.getByRole('status').filter({ hasText: 'Transferência concluída.' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/lottery?gameCode=VNF45S');
  const wallet = page.getByTestId('lottery-wallet');
  await expect(wallet).toContainText('10,00');
  await expectBalance(page, '100,00');
  await page.getByRole('tab', { name: 'Đề' }).click();
  await page.getByRole('group', { name: 'Escolhas' }).getByRole('button', { name: '27', exact: true }).click();
  await page.getByRole('textbox', { name: /Valor por ponto/ }).fill('2');
  await page.getByRole('button', { name: 'Adicionar 1 linha' }).click();
  const slip = page.getByRole('region', { name: /Bilhete/ });
  await slip.getByRole('button', { name: 'Apostar' }).click();
  await expect(slip).toContainText('1 linha apostada');
  // The header balance drops by the stake (2,00) as soon as the bet is placed.
  await expectBalance(page, '98,00');

  const mine = page.getByRole('list', { name: 'Minhas apostas' });
  await drawNow(page, 'VNF45S');
  await expect(mine.getByText('Em aberto')).toHaveCount(0, { timeout: 30_000 });
  const won = (await mine.getByText(/^\+/).count()) > 0;
  const settled = won ? '288,00' : '98,00'; // a đề hit pays 95 × 2,00 = 190,00
  await refreshUntil(page, settled);

  // The betting record: the bet, settled, with a link to the verifier of its draw.
  await (await openAccountMenu(page)).getByRole('menuitem', { name: 'Registro de apostas' }).click();
  const record = memberCentre(page);
  // A table on wide screens, cards on phones: the game's name, its draw and the pick are in both, one hidden.
  await expect(
    record
      .getByText(/VN Rápida 45s/)
      .filter({ visible: true })
      .first(),
  ).toBeVisible();
  await expect(
    record
      .getByText(/Concurso \d+ · Đề: .* · 27/)
      .filter({ visible: true })
      .first(),
  ).toBeVisible();
  const verify = record.getByRole('link', { name: 'Verificar' });
  await expect(verify).toHaveCount(1);
  expect(await verify.getAttribute('href')).toMatch(
    /^\/fairness\?game=lottery&seed=[0-9a-f]{64}&gameCode=VNF45S&issue=\d+/,
  );
  await snap('lottery-bet-record');
  await verify.click();
  await expect(page.getByTestId('fair-outcome').getByRole('listitem').first()).toBeVisible();
});
