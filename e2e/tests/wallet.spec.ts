import type { Locator } from '@playwright/test';
import { openAccountMenu, test, expect } from '../support/accounts.ts';
import { admin } from '../support/admin.ts';
import {
  runInWalletProjects,
  expectBalance,
  fund,
  goTo,
  latestWithdrawalId,
  memberCentre,
  newFundedMember,
  newMember,
  openFromHeader,
  pendingDepositId,
  refreshUntil,
  requestWithdrawal,
  startDeposit,
} from '../support/wallet.ts';

/*
 * Wallet journeys: deposits through the sandbox gateway and by bank transfer (confirmed by the
 * operator CLI), withdrawals approved by the CLI and answered received / partly received. Each test
 * registers its own member. These are slow, so two projects; the quick checks of the defects a first
 * visitor found (account record, channel names, unread badge, dates) are in wallet-record.spec.ts,
 * in all four.
 */

runInWalletProjects(90_000, 'wallet journeys run in desktop-light and phone-dark');

/** After the operator acts, the list is read again (another page and back). */
async function reloadWithdrawals(centre: Locator, isMobile: boolean): Promise<Locator> {
  await goTo(centre, 'Minha carteira', isMobile);
  await expect(centre.getByTestId('main-wallet-balance')).toBeVisible();
  await goTo(centre, 'Saque', isMobile);
  return centre.getByRole('list', { name: 'Meus saques' }).getByRole('listitem').first();
}

test('a deposit through the sandbox gateway raises the header balance', async ({ page, snap }, testInfo) => {
  await newMember(page, testInfo);
  await expectBalance(page, '0,00');
  const centre = await openFromHeader(page, 'Depositar');
  await expect(centre.getByRole('heading', { level: 2, name: 'Depósito' })).toBeVisible();
  await expect(centre.getByText('Taxa de 1,5% paga pela casa')).toBeVisible();
  await centre.getByRole('radio', { name: /Cartão \(Sandbox Pay\)/ }).check({ force: true });
  await centre.getByRole('button', { name: /^\s*100\s*$/ }).click();
  await snap('wallet-deposit-form');

  const popupOpened = page.waitForEvent('popup');
  await centre.getByRole('button', { name: 'Continuar para o pagamento' }).click();
  const checkout = await popupOpened;
  await expect(checkout.getByRole('button', { name: /^Pagar / })).toBeVisible();
  await expect(centre.getByText('Conclua o pagamento na janela que abrimos.', { exact: false })).toBeVisible();
  await snap('wallet-deposit-waiting');
  await snap('wallet-sandbox-checkout', checkout);
  await checkout.getByRole('button', { name: /^Pagar / }).click();
  await expect(checkout.getByText('Pagamento recebido.', { exact: false })).toBeVisible();
  await checkout.close();

  await expect(centre.getByText('Creditado', { exact: true }).first()).toBeVisible({ timeout: 20_000 });
  await expectBalance(page, '100,00');
  await expect(centre.getByRole('list', { name: 'Meus depósitos' })).toContainText('Creditado');
  await snap('wallet-deposit-credited');
  await page.keyboard.press('Escape');
  await expect(memberCentre(page)).toBeHidden();
  await expectBalance(page, '100,00');
  await snap('wallet-deposit-balance');
});

test('a bank transfer deposit is credited when the operator confirms it', async ({ page, snap }, testInfo) => {
  await newMember(page, testInfo);
  const centre = await openFromHeader(page, 'Depositar');
  await startDeposit(centre, /Lumen Bank/, '50');
  await expect(centre.getByText('Pendente', { exact: true }).first()).toBeVisible();
  await expect(centre.getByText('0042 7781 5520')).toBeVisible();
  const reference = (await centre.getByTestId('deposit-reference').textContent())?.trim() ?? '';
  expect(reference).not.toBe('');
  await expect(centre.getByRole('button', { name: 'Copiar: Referência' })).toBeVisible();
  await snap('wallet-deposit-bank');

  await admin('deposit:confirm', String(await pendingDepositId(reference)));
  await expect(centre.getByText('Creditado', { exact: true }).first()).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Escape');
  await refreshUntil(page, '50,00');
  await (await openAccountMenu(page)).getByRole('menuitem', { name: 'Centro do membro' }).click();
  await expect(memberCentre(page).getByText('Perfil')).toBeVisible();
  await snap('wallet-my-account');
});

test('a withdrawal approved by the operator is confirmed as received', async ({ page, snap, isMobile }, testInfo) => {
  const username = await newFundedMember(page, testInfo, 200);

  const centre = await requestWithdrawal(page, '80');
  await expectBalance(page, '120,00');
  const item = centre.getByRole('list', { name: 'Meus saques' }).getByRole('listitem').first();
  await expect(item).toContainText('Em análise');
  await snap('wallet-withdraw-requested');

  await admin('withdrawal:approve', String(await latestWithdrawalId(username)));
  const approved = await reloadWithdrawals(centre, isMobile);
  await expect(approved).toContainText('Pago');
  await expect(approved).toContainText('será considerado recebido');
  await approved.scrollIntoViewIfNeeded();
  await snap('wallet-withdraw-disbursed');
  await approved.getByRole('button', { name: 'Recebi', exact: true }).click();
  await expect(approved).toContainText('Recebido');
  await expect(approved.getByRole('button', { name: 'Recebi', exact: true })).toHaveCount(0);
  await expectBalance(page, '120,00');
});

test('a withdrawal can be confirmed as partly received, showing what is missing', async ({
  page,
  snap,
  isMobile,
}, testInfo) => {
  const username = await newMember(page, testInfo);
  await fund(username, '150');
  const centre = await requestWithdrawal(page, '100');
  await admin('withdrawal:approve', String(await latestWithdrawalId(username)));
  const item = await reloadWithdrawals(centre, isMobile);
  await item.getByRole('button', { name: 'Recebi parte' }).click();
  await item.getByRole('textbox', { name: 'Valor recebido' }).fill('60');
  await expect(item.getByText('Faltam 40,00')).toBeVisible();
  await snap('wallet-withdraw-partly');
  await item.getByRole('button', { name: 'Confirmar valor recebido' }).click();
  await expect(item).toContainText('Recebido em parte');
  await expect(item).toContainText('faltando 40,00');
});
