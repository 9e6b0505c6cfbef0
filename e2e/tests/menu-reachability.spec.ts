import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/accounts.ts';
import { newMember, runInWalletProjects } from '../support/wallet.ts';

/*
 * Issue 24: a new player who never reads the README finds everything from the menus alone. Each
 * game category (the lottery types too), In-House, customer service and every member-centre
 * entry is reached by clicking through the side menu (desktop) or the phone drawer, and each
 * destination shows content.
 */
runInWalletProjects(180_000);

/** The side menu, or on a phone the drawer the header's menu button opens. */
async function menu(page: Page, isMobile: boolean): Promise<Locator> {
  if (!isMobile) return page.getByRole('navigation', { name: 'Navegação principal' }).locator('..');
  await page.getByRole('banner').getByRole('button', { name: 'Abrir menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Navegação principal' });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** The game categories of the demo brand, each with where it leads. */
const CATEGORIES: { label: string; url: RegExp }[] = [
  { label: 'Loteria eletrônica', url: /\/elott$/ },
  { label: 'Cassino ao vivo', url: /\/live$/ },
  { label: 'Esportes', url: /\/sports$/ },
  { label: 'Pescaria', url: /\/fish$/ },
  { label: 'Slots', url: /\/rng$/ },
  { label: 'Jogos de cartas', url: /\/pvp$/ },
  { label: 'E-sports', url: /\/esports$/ },
  // Last: the lottery page has a header only, so the way on is the header's logo.
  { label: 'Loteria', url: /\/lottery(\?|$)/ },
];

test('a new player reaches every game category, the lottery, customer service and the member centre from the menu', async ({
  page,
  isMobile,
  snap,
}, testInfo) => {
  await newMember(page, testInfo, 'nav');
  await page.goto('/');

  const inHouse = await menu(page, isMobile);
  await inHouse.getByRole('link', { name: 'Jogos da casa' }).click();
  await expect(page).toHaveURL(/\/inhouse$/);
  await expect(
    page
      .getByRole('main')
      .getByRole('button', { name: /^Jogar / })
      .first(),
  ).toBeVisible();

  for (const { label, url } of CATEGORIES) {
    const nav = await menu(page, isMobile);
    await nav.getByRole('button', { name: label, exact: true }).click();
    await expect(page).toHaveURL(url, { timeout: 15_000 });
    const main = page.getByRole('main');
    await expect(main.getByRole('heading').first()).toBeVisible();
    if (label === 'Loteria') {
      // The lottery category launches its game: the lottery lobby, with its games to open.
      await expect(main.getByRole('link').or(main.getByRole('button')).first()).toBeVisible();
      await snap('menu-lottery');
    } else {
      await expect(main.getByRole('button', { name: /^Jogar / }).first()).toBeVisible();
    }
  }

  await page.getByRole('banner').getByRole('link', { name: 'Arcadia Demo' }).click();
  await expect(page).toHaveURL(/\/$/);

  // Customer service opens the portal's own chat, not a placeholder site.
  const support = await menu(page, isMobile);
  const popup = page.waitForEvent('popup');
  await support.getByRole('button', { name: 'Atendimento ao cliente' }).click();
  const chat = await popup;
  await chat.waitForLoadState('domcontentloaded');
  expect(new URL(chat.url()).origin).toBe(new URL(page.url()).origin);
  expect(new URL(chat.url()).pathname).toBe('/chat');
  await chat.close();
  if (isMobile) await page.keyboard.press('Escape');

  // The member centre, through Messages, then every entry its own menu offers.
  const member = await menu(page, isMobile);
  await member.getByRole('button', { name: 'Mensagens', exact: true }).click();
  const centre = page.getByRole('dialog', { name: 'Centro do membro' });
  await expect(centre).toBeVisible();
  const centreMenu = centre.getByRole('navigation');
  const entries = centreMenu.locator('button:not([aria-disabled])');
  if (isMobile) await centre.getByRole('button', { name: 'Voltar ao menu' }).click();
  // The centre's menu renders after its dialog: count its entries once they are there.
  await expect(entries.first()).toBeVisible();
  const count = await entries.count();
  expect(count).toBeGreaterThan(5);
  for (let i = 0; i < count; i++) {
    const entry = entries.nth(i);
    const name = (await entry.innerText()).split('\n')[0]!.trim();
    await entry.click();
    const title = centre.locator('#member-centre-page-title');
    await expect(title).toHaveText(name);
    const body = title.locator('xpath=../following-sibling::div');
    await expect(body).not.toBeEmpty();
    await expect(body.getByRole('status', { name: /Carregando/ })).toHaveCount(0, { timeout: 15_000 });
    // Phones show the page in place of the menu: back to the menu for the next entry.
    const back = centre.getByRole('button', { name: 'Voltar ao menu' });
    if (isMobile && (await back.isVisible())) await back.click();
  }
  await snap('menu-member-centre');
});
