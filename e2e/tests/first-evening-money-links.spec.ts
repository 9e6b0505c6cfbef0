import type { Locator, Page } from '@playwright/test';
import { expect, header, test } from '../support/accounts.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { fund, goTo, memberCentre, newMember, openFromHeader, runInWalletProjects } from '../support/wallet.ts';

/*
 * Issue 24, items 4, 5 and 11 as a player meets them: money in the main wallet can be played on
 * a game that bets from its own wallet (the launch dialog moves it there, and leaving the game
 * brings it back), nothing in the demo leads off-site (speed test, customer service, app
 * download), and /help is a real page of help.
 */

/** The side menu, or on a phone the drawer the header's menu button opens. */
async function sideMenu(page: Page, isMobile: boolean): Promise<Locator> {
  if (!isMobile) return page.getByRole('navigation', { name: 'Navegação principal' }).locator('..');
  await page.getByRole('banner').getByRole('button', { name: 'Abrir menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Navegação principal' });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** My wallet in the member centre: the main wallet's balance and the auto-transfer switch. */
async function myWallet(page: Page, isMobile: boolean): Promise<Locator> {
  // The header's own deposit button on a desktop (phones use the avatar menu): wait for the header.
  if (!isMobile) await expect(header(page).getByRole('button', { name: 'Depositar', exact: true })).toBeVisible();
  const centre = await openFromHeader(page, 'Depositar');
  await goTo(centre, 'Minha carteira', isMobile);
  return centre;
}

const autoTransfer = (centre: Locator) =>
  centre.getByRole('checkbox', { name: /Mover meu saldo automaticamente ao abrir um jogo/ });

/** Launches the one game of the Aurora Interactive esports studio (it bets from its own wallet). */
async function launchEsportsGame(page: Page): Promise<void> {
  await page.goto('/esports?page=AI');
  await page.getByRole('list', { name: 'Jogos' }).getByRole('listitem').first().getByRole('button').first().click();
}

test.describe('money in place', () => {
  runInWalletProjects(180_000);

  test('auto-transfer off: the launch dialog moves the main wallet to the game; on: leaving the game brings it back', async ({
    page,
    isMobile,
    snap,
  }, testInfo) => {
    const username = await newMember(page, testInfo, 'lt');
    await fund(username, '93.90');
    let centre = await myWallet(page, isMobile);
    await expect(autoTransfer(centre)).toBeChecked();
    await autoTransfer(centre).uncheck();
    await expect(autoTransfer(centre)).not.toBeChecked();
    await page.keyboard.press('Escape');
    await expect(memberCentre(page)).toBeHidden();

    await launchEsportsGame(page);
    const offer = page.getByRole('dialog', { name: /^Jogar / });
    await expect(offer).toContainText('Este jogo aposta da carteira Aurora Interactive Esports');
    await expect(offer.getByTestId('launch-sub-wallet')).toHaveText(/0,00/);
    await expectNoAxeViolations(page, 'the launch dialog');
    await snap('launch-transfer-offer');
    await offer.getByRole('button', { name: /^Mover .*93,90 para lá e jogar$/ }).click();
    await expect(page).toHaveURL(/\/game$/);
    const game = page.frameLocator('iframe');
    await expect(game.locator('#balance')).toHaveText(/93\.90$/, { timeout: 20_000 });
    await snap('launch-transfer-playing');

    // Auto-transfer on: leaving a game brings the money back to the main wallet.
    await page.goto('/');
    centre = await myWallet(page, isMobile);
    await expect(centre.getByTestId('main-wallet-balance')).toHaveText(/0,00/);
    await autoTransfer(centre).check();
    await expect(autoTransfer(centre)).toBeChecked();
    await page.keyboard.press('Escape');
    await launchEsportsGame(page);
    // On, the launch itself moves money: no dialog, straight into the game.
    await expect(page).toHaveURL(/\/game$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(game.locator('#balance')).toHaveText(/93\.90$/, { timeout: 20_000 });
    await page.getByRole('banner').getByRole('link').first().click();
    await expect(page).not.toHaveURL(/\/game$/);
    centre = await myWallet(page, isMobile);
    await expect(centre.getByTestId('main-wallet-balance')).toHaveText(/93,90/, { timeout: 10_000 });
    await snap('launch-transfer-back-to-main');
  });
});

test('nothing leads off-site: the speed test measures the portal itself, customer service is its own chat, the app download its own page', async ({
  page,
  isMobile,
  snap,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  await page.goto('/');
  await (await sideMenu(page, isMobile)).getByRole('button', { name: 'Teste de velocidade' }).click();
  const speed = page.getByRole('dialog', { name: 'Teste de velocidade' });
  const rows = speed.getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('localhost');
  await expect(rows.nth(1)).toContainText('127.0.0.1');
  // Each route answers its probe: a time in ms, never "Inacessível".
  for (const row of await rows.all()) await expect(row).toContainText(/\d+ ms/, { timeout: 15_000 });
  for (const link of await speed.getByRole('link', { name: 'Abrir' }).all()) {
    expect(new URL((await link.getAttribute('href'))!).port).toBe(new URL(origin).port);
  }
  await snap('speed-test-own-routes');
  await page.keyboard.press('Escape');
  await expect(speed).toBeHidden();

  const chat = page.waitForEvent('popup');
  await (await sideMenu(page, isMobile)).getByRole('button', { name: 'Atendimento ao cliente' }).click();
  const support = await chat;
  await support.waitForLoadState();
  expect(new URL(support.url()).origin).toBe(origin);
  expect(new URL(support.url()).pathname).toBe('/chat');
  await support.close();

  await page.goto('/download');
  const main = page.getByRole('main');
  await expect(main.getByRole('img').first()).toBeVisible();
  const addresses = await main.evaluate((element) => [
    ...[...element.querySelectorAll('a[href]')].map((a) => (a as HTMLAnchorElement).href),
    ...[...element.querySelectorAll('img[src]')].map((img) => (img as HTMLImageElement).src),
  ]);
  expect(addresses.length).toBeGreaterThan(0);
  for (const address of addresses)
    expect(address.startsWith(origin) || address.startsWith('data:'), address).toBe(true);
  await snap('app-download-own-page');
});

test('/help is real help: the demo agreement and terms, then the common questions, all from the help articles', async ({
  page,
  snap,
}) => {
  await page.goto('/help');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Contrato do usuário' })).toBeVisible();
  await expect(main).toContainText('Texto de demonstração');
  await expect(main.getByRole('heading', { name: '3. Dinheiro' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Termos e condições' })).toBeVisible();
  const questions = main.getByRole('region', { name: 'Perguntas frequentes' });
  await questions.getByRole('button', { name: 'Como faço um depósito?' }).click();
  await expect(questions).toContainText('escolha um método de pagamento');
  // The agreement is not repeated among the questions.
  await expect(questions.getByRole('button', { name: 'Contrato do usuário' })).toHaveCount(0);
  await expectNoAxeViolations(page, '/help');
  await snap('help-page');
});
