import type { FrameLocator, Page } from '@playwright/test';
import { expect, header, test } from '../support/accounts.ts';
import { admin } from '../support/admin.ts';
import { followServerClock, moveServerClock } from '../support/clock.ts';
import { snapEveryLook } from '../support/fixtures.ts';
import { pauseLottery } from '../support/lottery-pause.ts';
import { goTo, newFundedMember, openFromHeader } from '../support/wallet.ts';

// This lane's day jumps would make the server draw a day of lottery issues: it plays none.
test.beforeAll(async () => pauseLottery());

/*
 * A member claims a rebate (issue 28): three 10.00 spins of a Pixel Grove slot (valid bet 30.00 on
 * slots) show in the member centre's rebate page as this period's estimate; once the period has
 * closed (the server's clock moved a day on, so this runs in the `desktop-light days` project) the
 * line is claimable, the member claims it, the cash reaches the wallet and the history lists it.
 * The brand's weekly rebate is made daily for the journey (a week's jump would replay a week of
 * lottery draws) and set back after it. Screenshots of the claimed page in both themes at both sizes.
 */

const REBATE = 'Promoção de reembolso';

/** Opens the member centre on the rebate page (the header's deposit button shows once the member is loaded). */
async function openRebatePage(page: Page, isMobile: boolean) {
  await expect(header(page).getByRole('button', { name: 'Depositar', exact: true })).toBeVisible({ timeout: 20_000 });
  const centre = await openFromHeader(page, 'Depositar');
  await goTo(centre, REBATE, isMobile);
  return centre;
}

async function spinTenThreeTimes(page: Page): Promise<void> {
  await page.goto('/rng?page=PXG');
  await page.getByRole('list', { name: 'Jogos' }).getByRole('listitem').first().getByRole('button').first().click();
  await expect(page).toHaveURL(/\/game$/);
  const game: FrameLocator = page.frameLocator('iframe');
  await expect(game.getByRole('button', { name: 'Spin' })).toBeVisible({ timeout: 20_000 });
  await game.getByLabel('Stake').selectOption('10.00');
  const rounds = game.getByRole('list', { name: 'Rounds' }).getByRole('listitem');
  for (let round = 1; round <= 3; round++) {
    await game.getByRole('button', { name: 'Spin' }).click();
    await expect(rounds).toHaveCount(round);
  }
}

test('a member claims a rebate', async ({ page, isMobile }, testInfo) => {
  // Registration, three spins, a day on the clock and eight screenshots: long on a loaded machine.
  test.setTimeout(360_000);
  await admin('rebate:settings', '--period', 'day', '--min', '0.01');
  try {
    // The lane's journeys before this one may have moved the server's clock days ahead; the page
    // keeps to it (its signed requests carry the time, which the server checks).
    await followServerClock(page.context());
    await newFundedMember(page, testInfo, 100, 'rebate');
    await spinTenThreeTimes(page);

    await page.goto('/');
    const centre = await openRebatePage(page, isMobile);
    const slots = centre.getByTestId('rebate-line-RNG');
    // This period's slots: 30,00 of valid bet, building up until the day closes.
    await expect(slots.last()).toContainText('30,00');
    await expect(slots.last()).toContainText('Acumulando');
    await expect(centre.getByText('Nenhum reembolso pago ainda.')).toBeVisible();

    // The server decides the periods: the page only reloads after the server's day has ended.
    await moveServerClock({ advanceMs: 24 * 3_600_000 + 60_000 }, page.context());
    await page.reload();
    // A day of session time on the server's clock: the reality check asks first.
    const check = page.getByRole('dialog', { name: 'Verificação de realidade' });
    await expect(check).toBeVisible({ timeout: 20_000 });
    await check.getByRole('button', { name: 'Continuar jogando' }).click();
    await expect(check).toBeHidden();
    const reopened = await openRebatePage(page, isMobile);
    const line = reopened.getByTestId('rebate-line-RNG').first();
    await expect(line).toContainText('30,00');
    const claim = line.getByRole('button', { name: 'Resgatar: Slots' });
    await expect(claim).toBeVisible();
    const amount = (await reopened.getByTestId('rebate-total').textContent())!.trim();
    expect(amount).not.toBe('0,00');

    await claim.click();
    await expect(
      reopened.getByRole('status').filter({ hasText: `${amount} adicionado à sua carteira.` }),
    ).toBeVisible();
    await expect(line).toContainText('Resgatado');
    await expect(reopened.getByTestId('rebate-history')).toContainText(`+${amount}`);
    await expect(reopened.getByRole('button', { name: 'Resgatar tudo' })).toHaveCount(0);
    await snapEveryLook(page, 'rebate-claimed');
  } finally {
    await admin('rebate:settings', '--period', 'week', '--min', '1.00');
  }
});
