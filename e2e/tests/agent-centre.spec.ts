import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, freshIp, freshUsername, openAccountMenu, signInFromHome, test } from '../support/accounts.ts';
import { admin } from '../support/admin.ts';
import { openInhouseGame } from '../support/inhouse.ts';
import { screenshotDir, takeScreenshots } from '../support/screenshots.ts';

/*
 * demo_agent opens the agent centre from the avatar menu, opens a downline account in the account
 * registration centre, funds it from its own wallet in downline management (setting its payment
 * password first when it has none), the downline signs in and plays a round of Dice, and the
 * agent finds that round in team betting and in user profit and loss. One run (desktop-light)
 * takes the screenshots of both themes and both sizes: the modal is switched in place, so the
 * journey is not walked four times.
 */
const SIZES = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];
const AGENT = { username: 'demo_agent', password: 'Agent#2026' };
const PIN = '135790';

async function snapBoth(page: Page, name: string) {
  if (!takeScreenshots) return;
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => (document.documentElement.dataset.theme = t), theme);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({
        path: path.join(screenshotDir, `${name}-${theme}-${size.name}.png`),
        animations: 'disabled',
      });
    }
  }
  await page.evaluate(() => (document.documentElement.dataset.theme = 'light'));
  await page.setViewportSize(SIZES[0]!);
}

async function openEntry(centre: Locator, entry: string) {
  await centre.getByRole('button', { name: entry }).click();
}

test('demo_agent registers a downline and funds it; the downline plays Dice; team betting and user profit and loss show the round', async ({
  page,
  browser,
}, testInfo) => {
  // Two browsers, a transfer and a round: longer than one journey's default on a busy machine.
  test.setTimeout(240_000);
  // The agent's float for the transfer, as an operator would credit it (in process, no CLI start-up).
  await admin('adjust', AGENT.username, '100', '--reason', 'e2e agent journey');

  await signInFromHome(page, AGENT);
  await (await openAccountMenu(page)).getByRole('menuitem', { name: 'Centro do agente' }).click();
  const centre = page.getByRole('dialog', { name: 'Centro do agente' });
  await expect(centre.getByTestId('agent-overview')).toContainText('Membros');

  await openEntry(centre, 'Central de registro de contas');
  const downline = freshUsername('dl', testInfo);
  const downlinePassword = 'Downline#2026';
  await centre.getByLabel('Usuário').fill(downline);
  await centre.getByLabel('Senha', { exact: true }).fill(downlinePassword);
  await centre.getByRole('button', { name: 'Abrir conta' }).click();
  await expect(centre.getByRole('status')).toContainText(downline);

  await openEntry(centre, 'Gestão de subordinados');
  await centre.getByLabel('Buscar usuário').fill(downline);
  await expect(centre.getByTestId('agent-downlines')).toContainText(downline);
  await centre.getByRole('button', { name: `Transferir ${downline}` }).click();
  // A retried run meets the payment password the first attempt set.
  const setForm = centre.getByRole('form', { name: 'Definir senha de pagamento' });
  const amount = centre.getByLabel('Valor');
  await expect(setForm.or(amount)).toBeVisible();
  if (await setForm.isVisible()) {
    await setForm.getByLabel('Senha de acesso', { exact: true }).fill(AGENT.password);
    await setForm.getByLabel('Nova senha de pagamento', { exact: true }).fill(PIN);
    await setForm.getByLabel('Confirmar senha de pagamento', { exact: true }).fill(PIN);
    await setForm.getByRole('button', { name: 'Definir senha de pagamento' }).click();
  }
  await amount.fill('50');
  await centre.getByLabel('Senha de pagamento', { exact: true }).fill(PIN);
  await centre.getByRole('button', { name: 'Transferir', exact: true }).click();
  await expect(centre.getByRole('status')).toContainText(`50.00 enviados para ${downline}`);

  // The downline, in a browser of its own, plays one round of Dice with the money.
  const player = await browser.newContext({
    viewport: SIZES[0],
    locale: 'pt-BR',
    extraHTTPHeaders: { 'X-Forwarded-For': freshIp() },
  });
  await player.addInitScript(() => window.sessionStorage.setItem('index_notice', '-1'));
  const play = await player.newPage();
  await signInFromHome(play, { username: downline, password: downlinePassword });
  const game = await openInhouseGame(play, 'Dice');
  await expect(game.getByTestId('balance')).toContainText('50,00');
  await game.getByTestId('bet-button').click();
  await expect(game.getByTestId('nonce')).toHaveText('1');
  // The stake as the game sent it ("1,00" in Portuguese; the agent centre shows "1.00").
  const stake = Number((await game.getByRole('textbox', { name: 'Valor da aposta' }).inputValue()).replace(',', '.'));
  await player.close();

  // Back with the agent: the round is in team betting and in user profit and loss.
  const cardOf = (list: Locator) => list.getByRole('listitem').filter({ hasText: downline });
  await openEntry(centre, 'Apostas da equipe');
  await centre.getByLabel('Buscar usuário').fill(downline);
  const betting = cardOf(centre.getByTestId('agent-betting'));
  await expect(betting).toContainText(stake.toFixed(2));
  await expect(betting.getByRole('definition').first()).toHaveText('1');
  await snapBoth(page, 'agent-betting');

  await openEntry(centre, 'Lucro e perda dos usuários');
  await centre.getByLabel('Buscar usuário').fill(downline);
  const profitLoss = cardOf(centre.getByTestId('agent-profit-loss'));
  await expect(profitLoss).toContainText(stake.toFixed(2));
  await snapBoth(page, 'agent-profit-loss');

  await openEntry(centre, 'Anúncio');
  await expect(centre.getByTestId('affiliate-link').first()).toContainText('ARCADIA1');
});
