import type { Page } from '@playwright/test';
import { expect, test } from '../support/accounts.ts';
import { admin } from '../support/admin.ts';
import { followServerClock, moveServerClock, serverNow } from '../support/clock.ts';
import { snapEveryLook } from '../support/fixtures.ts';
import { expectBalance, headerBalance, newFundedMember } from '../support/wallet.ts';

/*
 * The raffle (issue 28): an operator schedules a raffle (one ticket per 20.00 of valid bet, drawn
 * five minutes on, three cash prizes of 5.00 — more prizes than this journey's tickets, so the
 * member's ticket wins); a new member spins a slot twice at 10.00 and sees the ticket, the
 * countdown and the committed hash on the raffle's page. The server's clock is moved past the draw
 * (so this runs in the `desktop-light clock` project): the draw job reveals the seed and the
 * winning ticket, the member claims the prize and the header balance rises by 5.00. Screenshots
 * of the open and the drawn raffle, the drawn one in both themes at both sizes.
 */

async function spinTenTwice(page: Page): Promise<void> {
  await page.goto('/rng?page=PXG');
  await page.getByRole('list', { name: 'Jogos' }).getByRole('listitem').first().getByRole('button').first().click();
  await expect(page).toHaveURL(/\/game$/);
  const game = page.frameLocator('iframe');
  await expect(game.getByRole('button', { name: 'Spin' })).toBeVisible({ timeout: 20_000 });
  await game.getByLabel('Stake').selectOption('10.00');
  const rounds = game.getByRole('list', { name: 'Rounds' }).getByRole('listitem');
  for (const round of [1, 2]) {
    await game.getByRole('button', { name: 'Spin' }).click();
    await expect(rounds).toHaveCount(round);
  }
}

/** "$ 1.234,50" → 1234.5 */
const amountOf = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

test('a member earns a raffle ticket by play, sees the draw and claims the prize', async ({ page, snap }, testInfo) => {
  test.setTimeout(300_000);
  await followServerClock(page.context());
  const now = await serverNow();
  const at = (ms: number) => new Date(now.getTime() + ms).toISOString();
  const drawAt = at(5 * 60_000);
  const raffle = JSON.parse(
    await admin(
      'raffle:create',
      JSON.stringify({
        content: { pt: { title: 'Sorteio da jornada', summary: 'Gire para ganhar bilhetes.' } },
        startsAt: at(-60_000),
        endsAt: drawAt,
        drawAt,
        claimUntil: at(24 * 3_600_000),
        tickets: { perTurnover: '20.00' },
        prizes: [{ kind: 'cash', count: 3, amount: '5.00' }],
      }),
      '--json',
    ),
  ) as { activityId: number; hash: string };

  await newFundedMember(page, testInfo, 100, 'raffle');
  await spinTenTwice(page);

  await page.goto(`/promoDetail?id=${raffle.activityId}`);
  await expect(page.getByRole('heading', { name: 'Sorteio da jornada' })).toBeVisible();
  await expect(page.getByText(raffle.hash)).toBeVisible();
  // The settled spins reach the raffle through the play record's events (delivered every 2 s).
  const tickets = page.getByRole('list', { name: 'Números dos meus bilhetes' });
  await expect(async () => {
    await page.reload();
    await expect(tickets.getByRole('listitem')).toHaveCount(1, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('timer')).toContainText('Sorteio em');
  await snap('raffle-open');

  await moveServerClock({ to: new Date(Date.parse(drawAt) + 5_000) }, page.context());
  // The draw job runs every 10 s on the server's clock; the page shows the result once it has.
  const seed = page.getByText('Semente revelada');
  await expect(async () => {
    await page.reload();
    await expect(seed).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
  const winners = page.getByRole('table');
  await expect(winners.getByRole('row')).toHaveCount(2);

  // After the reload the header says "Atualizando saldo..." until the balance arrives: read the amount.
  await expect(headerBalance(page)).toHaveText(/^\$\s[\d.]+,\d{2}$/);
  const before = amountOf((await headerBalance(page).textContent()) ?? '');
  await page.getByRole('button', { name: 'Resgatar' }).click();
  await expect(page.getByText('Resgatado', { exact: true })).toBeVisible();
  await expectBalance(page, (before + 5).toLocaleString('pt-BR', { minimumFractionDigits: 2 }));
  await snap('raffle-claimed');
  await snapEveryLook(page, 'raffle-claimed');
});
