import type { Page } from '@playwright/test';
import { test, expect } from '../support/accounts.ts';
import {
  goTo,
  memberCentre,
  newFundedMember,
  newMember,
  openFromHeader,
  requestWithdrawal,
  runInWalletProjects,
  startDeposit,
} from '../support/wallet.ts';

/*
 * The wallet defects a first visitor found: the account record folds internal holds and names game
 * wallets by their vendor, payment channels and the sandbox checkout speak the member's language,
 * and dates keep the site's format whatever the browser's. None of these is about a size or a
 * theme, so they run in the two wallet projects (both sizes, both themes between them); the layout
 * one (the unread badge beside the avatar) is in wallet-layout.spec.ts, in all four. The slow
 * money flows (operator approvals, received / partly received) are in wallet.spec.ts.
 */

runInWalletProjects(90_000, 'wallet record journeys run in desktop-light and phone-dark');

/** Opens the account record of the member centre; returns the centre and its rows. */
async function openRecord(page: Page, isMobile: boolean) {
  const record = memberCentre(page);
  if (!(await record.isVisible())) await openFromHeader(page, 'Depositar');
  await goTo(record, 'Registro da conta', isMobile);
  const rows = isMobile
    ? record.getByRole('list', { name: 'Registro da conta' })
    : record.getByRole('table', { name: 'Registro da conta' });
  const lines = isMobile ? rows.getByRole('listitem') : rows.locator('tbody tr');
  return { record, rows, lines };
}

test('the account record shows one line per business event, the game wallet by its vendor name', async ({
  page,
  snap,
  isMobile,
}, testInfo) => {
  await newFundedMember(page, testInfo, 300);

  // Into a game wallet and all back again; the wallet's name is what the transfer form offers.
  const centre = await openFromHeader(page, 'Depositar');
  await goTo(centre, 'Minha carteira', isMobile);
  const chosen = await centre.getByRole('combobox', { name: 'Carteira de jogo' }).locator('option:checked').innerText();
  const vendorName = chosen.split(' · ')[0]?.trim() ?? '';
  expect(vendorName).not.toBe('');
  await centre.getByRole('textbox', { name: 'Valor', exact: true }).fill('25');
  await centre.getByRole('button', { name: 'Transferir para o jogo' }).click();
  await expect(centre.getByRole('status').filter({ hasText: 'Transferência concluída.' })).toBeVisible();
  await centre.getByRole('button', { name: 'Tudo para a principal' }).click();
  await expect(centre.getByTestId('main-wallet-balance')).toHaveText('$ 300,00');
  await page.keyboard.press('Escape');
  await expect(memberCentre(page)).toBeHidden();

  await requestWithdrawal(page, '40');
  const { record, rows, lines } = await openRecord(page, isMobile);
  await expect(rows).toContainText('+300,00');
  await expect(rows).toContainText('-40,00');
  // The adjustment, two transfers and the withdrawal with its outcome; no "reserved" hold line.
  await expect(lines).toHaveCount(4);
  await expect(lines.filter({ hasText: 'Ajuste' })).toHaveCount(1);
  await expect(lines.filter({ hasText: 'Saque' })).toHaveCount(1);
  await expect(lines.filter({ hasText: 'Saque' })).toContainText('Em análise');
  await expect(rows).not.toContainText('reservado');
  // Both transfers name the game wallet as the transfer form does, never by its code.
  const transfers = lines.filter({ hasText: 'Transferência entre carteiras' });
  await expect(transfers).toHaveCount(2);
  for (const transfer of await transfers.all()) await expect(transfer).toContainText(vendorName);
  await expect(rows).not.toContainText(/\b[A-Z0-9]+_[A-Z0-9_]+\b/);
  await snap('wallet-account-record');

  await record.getByRole('combobox', { name: 'Tipo' }).selectOption('withdrawal');
  await expect(rows).not.toContainText('Ajuste');
  await expect(rows).toContainText('Saque');
});

test('payment channels and the sandbox checkout speak the member language', async ({ page, snap }, testInfo) => {
  await newMember(page, testInfo);
  const centre = await openFromHeader(page, 'Depositar');
  // Channel names come from the server in the member's language, not the operator's English.
  await expect(centre.getByRole('radio', { name: /Transferência bancária \(Lumen Bank\)/ })).toBeAttached();
  await expect(centre.getByRole('radio', { name: /Cartão \(Sandbox Pay\)/ })).toBeAttached();
  await expect(centre.getByText('Bank transfer', { exact: false })).toHaveCount(0);

  const popupOpened = page.waitForEvent('popup');
  await startDeposit(centre, /Cartão \(Sandbox Pay\)/, '100');
  const checkout = await popupOpened;
  await expect(checkout.locator('html')).toHaveAttribute('lang', 'pt');
  await expect(checkout.getByRole('button', { name: /^Pagar / })).toBeVisible();
  await snap('wallet-sandbox-checkout', checkout);
  await checkout.close();
});

test.describe('with an English browser on the Portuguese site', () => {
  test.use({ locale: 'en-US' });

  test('date pickers and timestamps write the day as the site language does (dd/mm/aaaa)', async ({
    page,
    snap,
    isMobile,
  }, testInfo) => {
    await newFundedMember(page, testInfo, 10);
    expect(await page.evaluate(() => navigator.language)).toBe('en-US');

    const { record, lines } = await openRecord(page, isMobile);
    const [portuguese, english] = await page.evaluate(() =>
      ['pt-BR', 'en-US'].map((locale) =>
        new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date()),
      ),
    );
    // The date picker and the line's timestamp, both in the Portuguese order.
    await expect(record.getByText(portuguese!, { exact: true }).first()).toBeVisible();
    await expect(lines.first()).toContainText(portuguese!);
    if (english !== portuguese) await expect(record.getByText(english!)).toHaveCount(0);
    await snap('wallet-record-english-browser');
  });
});
