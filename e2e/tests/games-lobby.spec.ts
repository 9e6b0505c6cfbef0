import type { Page } from '@playwright/test';
import { expect, openAccountMenu, test } from '../support/accounts.ts';
import { memberCentre, newMember } from '../support/wallet.ts';

/*
 * Game lobby journeys on the demo catalogue: browse slots, filter by a vendor, search, favourite a
 * game and find it under My favourites; a visitor who clicks a game gets the login popup.
 * Screenshots of the side-menu flyout, the lobby and home in every project (layout journey).
 */

test.beforeEach(() => {
  test.setTimeout(90_000);
});

function lobby(page: Page) {
  return page.getByRole('list', { name: 'Jogos' });
}

async function openSideMenu(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByRole('button', { name: 'Abrir menu' }).click();
}

test('a visitor browses home and slots, filters by vendor and search, and must log in to play', async ({
  page,
  isMobile,
  snap,
}) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Jogos em alta' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Grandes ganhadores da semana' })).toBeVisible();
  await snap('games-home');

  await openSideMenu(page, isMobile);
  const nav = page.getByRole('navigation', { name: 'Navegação principal' }).last();
  if (isMobile) {
    await nav.getByRole('button', { name: 'Provedores de Slots' }).click();
    await expect(nav.getByRole('button', { name: /Pixel Grove/ })).toBeVisible();
    await snap('games-side-menu');
    await nav.getByRole('button', { name: /Pixel Grove/ }).click();
  } else {
    await nav.getByRole('button', { name: 'Slots' }).hover();
    const flyout = page.getByRole('group', { name: 'Slots' });
    await expect(flyout.getByRole('button', { name: /Pixel Grove/ })).toBeVisible();
    await snap('games-side-menu');
    await flyout.getByRole('button', { name: /Pixel Grove/ }).click();
  }
  await expect(page).toHaveURL(/\/rng\?page=PXG$/);
  await expect(page.getByRole('button', { name: /Pixel Grove/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(lobby(page).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByText('130 jogos')).toBeVisible();
  await snap('games-rng-vendor');

  // Search within the vendor: the first game's name finds that game.
  const firstName = (await lobby(page)
    .getByRole('listitem')
    .first()
    .getByRole('button')
    .first()
    .getAttribute('aria-label'))!.replace(/^Jogar /, '');
  await page.getByRole('searchbox', { name: 'Buscar jogos' }).fill(firstName);
  await expect(page).toHaveURL(/q=/);
  await expect(
    lobby(page)
      .getByRole('button', { name: `Jogar ${firstName}` })
      .first(),
  ).toBeVisible();

  // A visitor's click on a game opens the login popup.
  await lobby(page)
    .getByRole('button', { name: `Jogar ${firstName}` })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Entrar' })).toBeVisible();
});

test('a member favourites a game and finds it under My favourites', async ({ page, snap }, testInfo) => {
  test.skip(
    !['desktop-light', 'phone-dark'].includes(testInfo.project.name),
    'member journey: desktop-light and phone-dark',
  );
  await newMember(page, testInfo, 'gf');
  await page.goto('/rng');
  const first = lobby(page).getByRole('listitem').first();
  const heart = first.getByRole('button', { name: /^Adicionar .* aos favoritos$/ });
  const name = (await heart.getAttribute('aria-label'))!.replace(/^Adicionar /, '').replace(/ aos favoritos$/, '');
  await heart.click();
  await expect(first.getByRole('button', { name: `Remover ${name} dos favoritos` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.getByRole('button', { name: 'Meus favoritos' }).click();
  await expect(page).toHaveURL(/fav=1/);
  await expect(
    page.getByRole('list', { name: 'Meus favoritos' }).getByRole('button', { name: `Jogar ${name}` }),
  ).toBeVisible();
  await snap('games-favourites');

  // Still a favourite after a reload (kept by the server).
  await page.reload();
  await expect(
    page.getByRole('list', { name: 'Meus favoritos' }).getByRole('button', { name: `Jogar ${name}` }),
  ).toBeVisible();

  // The avatar menu's betting record opens the member centre on that page (no bets yet).
  await (await openAccountMenu(page)).getByRole('menuitem', { name: 'Registro de apostas' }).click();
  const centre = memberCentre(page);
  await expect(centre.getByRole('heading', { level: 2, name: 'Registro de apostas' })).toBeVisible();
  await expect(centre.getByText('Nenhuma aposta neste período')).toBeVisible();
  await expect(centre.getByLabel('Totais do período')).toContainText('0');
  await snap('games-betting-record');
});

test('scrolling a lobby through several pages shifts nothing (CLS ≤ 0.05), and a fresh load starts at the top', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) w.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/rng');
  const cards = lobby(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('button') });
  await expect(cards).toHaveCount(42);
  // Down through at least three pages, the way a person scrolls.
  await expect(async () => {
    await page.mouse.wheel(0, 1200);
    expect(await cards.count()).toBeGreaterThanOrEqual(126);
  }).toPass({ timeout: 30_000, intervals: [400] });
  const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
  expect(shift).toBeLessThanOrEqual(0.05);

  // Another page loaded afresh opens at its top, not where the last one was scrolled to.
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.goto('/live');
  await expect(lobby(page).getByRole('listitem').first()).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
