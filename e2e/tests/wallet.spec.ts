import type { Locator, Page } from '@playwright/test';
import { header, openAccountMenu, test, expect } from '../support/accounts.ts';
import { admin } from '../support/admin.ts';
import {
  PAYMENT_PIN,
  WALLET_PROJECTS,
  expectBalance,
  fund,
  goTo,
  latestWithdrawalId,
  memberCentre,
  newMember,
  openFromHeader,
  pendingDepositId,
  refreshUntil,
  setPaymentPassword,
} from '../support/wallet.ts';

/*
 * Wallet journeys: deposits through the sandbox gateway and by bank transfer (confirmed by the
 * operator CLI), withdrawals approved by the CLI and answered received / partly received, and the
 * account record showing each step. Each test registers its own member.
 */

test.beforeEach(({ theme: _theme }, testInfo) => {
  test.skip(!WALLET_PROJECTS.includes(testInfo.project.name), 'wallet journeys run in desktop-light and phone-dark');
  test.setTimeout(90_000);
});

async function startDeposit(centre: Locator, channel: RegExp, amount: string): Promise<void> {
  await centre.getByRole('radio', { name: channel }).check({ force: true });
  await centre.getByRole('textbox', { name: 'Valor', exact: true }).fill(amount);
  await centre.getByRole('button', { name: 'Continuar para o pagamento' }).click();
}

/** Requests a withdrawal of `amount` to a new bank account, setting the payment password first. */
async function requestWithdrawal(page: Page, amount: string): Promise<Locator> {
  const centre = await openFromHeader(page, 'Sacar');
  await expect(centre.getByRole('heading', { level: 2, name: 'Saque' })).toBeVisible();
  await setPaymentPassword(centre);
  const add = centre.getByRole('form', { name: 'Adicionar conta' });
  await add.getByRole('textbox', { name: 'Nome do banco' }).fill('Banco Aurora');
  await add.getByRole('textbox', { name: 'Nome do titular' }).fill('Maria Teste');
  await add.getByRole('textbox', { name: 'Número da conta' }).fill('0012 3456 7890');
  await add.getByRole('button', { name: 'Salvar conta' }).click();
  await expect(centre.getByRole('radio', { name: /Banco Aurora/ })).toBeChecked();
  await centre.getByRole('textbox', { name: 'Valor', exact: true }).fill(amount);
  await centre.getByLabel('Senha de pagamento', { exact: true }).fill(PAYMENT_PIN);
  await centre.getByRole('button', { name: 'Solicitar saque' }).click();
  await expect(centre.getByRole('status').filter({ hasText: 'solicitado' })).toBeVisible();
  return centre;
}

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
  // Channel names come from the server in the member's language.
  await expect(centre.getByRole('radio', { name: /Transferência bancária \(Lumen Bank\)/ })).toBeAttached();
  await centre.getByRole('radio', { name: /Cartão \(Sandbox Pay\)/ }).check({ force: true });
  await centre.getByRole('button', { name: /^\s*100\s*$/ }).click();
  await snap('wallet-deposit-form');

  const popupOpened = page.waitForEvent('popup');
  await centre.getByRole('button', { name: 'Continuar para o pagamento' }).click();
  const checkout = await popupOpened;
  // The sandbox checkout speaks the member's language.
  await expect(checkout.locator('html')).toHaveAttribute('lang', 'pt');
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

  // The credit also arrives as a message: the avatar shows it unread until it is opened.
  await expect(header(page).getByTestId('unread-badge')).toHaveText(/1$/, { timeout: 15_000 });
  // Beside the avatar, not on it.
  const [badge, avatar] = await Promise.all([
    header(page).getByTestId('unread-badge').boundingBox(),
    header(page).getByRole('button', { name: 'Menu da conta' }).locator('img').boundingBox(),
  ]);
  expect(badge!.x).toBeGreaterThanOrEqual(avatar!.x + avatar!.width);
  await snap('wallet-header-unread');
  await (await openAccountMenu(page)).getByRole('menuitem', { name: /Mensagens/ }).click();
  const inbox = memberCentre(page);
  const message = inbox.getByRole('list', { name: 'Mensagens' }).getByRole('button').first();
  await expect(message).toContainText('Depósito creditado');
  await message.click();
  await expect(inbox.getByText('Tudo lido')).toBeVisible();
  await snap('wallet-inbox');
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
  const username = await newMember(page, testInfo);
  await fund(username, '200');
  await refreshUntil(page, '200,00');

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

test('the account record lists each money step with signed amounts', async ({ page, snap, isMobile }, testInfo) => {
  const username = await newMember(page, testInfo);
  await fund(username, '300');
  await refreshUntil(page, '300,00');

  // Into a game wallet and all back again.
  const centre = await openFromHeader(page, 'Depositar');
  await goTo(centre, 'Minha carteira', isMobile);
  await centre.getByRole('textbox', { name: 'Valor', exact: true }).fill('25');
  await centre.getByRole('button', { name: 'Transferir para o jogo' }).click();
  await expect(centre.getByRole('status').filter({ hasText: 'Transferência concluída.' })).toBeVisible();
  await expect(centre.getByTestId('main-wallet-balance')).toHaveText('$ 275,00');
  await centre.getByRole('button', { name: 'Tudo para a principal' }).click();
  await expect(centre.getByTestId('main-wallet-balance')).toHaveText('$ 300,00');
  await snap('wallet-transfer');
  await page.keyboard.press('Escape');
  await expect(memberCentre(page)).toBeHidden();

  await requestWithdrawal(page, '40');
  const record = memberCentre(page);
  await goTo(record, 'Registro da conta', isMobile);
  const rows = isMobile
    ? record.getByRole('list', { name: 'Registro da conta' })
    : record.getByRole('table', { name: 'Registro da conta' });
  await expect(rows).toContainText('Ajuste');
  await expect(rows).toContainText('Transferência entre carteiras');
  await expect(rows).toContainText('Saque');
  await expect(rows).toContainText('+300,00');
  await expect(rows).toContainText('-40,00');
  // One line per business event: the adjustment, each transfer (from → to, the game wallet by its
  // vendor's name), and the withdrawal with its outcome; no internal "reserved" wallet line.
  const lines = isMobile ? rows.getByRole('listitem') : rows.locator('tbody tr');
  await expect(lines).toHaveCount(4);
  await expect(rows).not.toContainText('reservado');
  await expect(rows).not.toContainText(/\b[A-Z0-9]+_[A-Z0-9_]+\b/);
  await expect(lines.filter({ hasText: 'Saque' })).toContainText('Em análise');
  await expect(lines.filter({ hasText: 'Transferência entre carteiras' }).first()).toContainText(
    /Carteira principal|→/,
  );
  // The date pickers write the day as the timestamps do (dd/mm/aaaa on the Portuguese site).
  const today = await page.evaluate(() => new Intl.DateTimeFormat('pt-BR').format(new Date()));
  await expect(record.getByText(today, { exact: true }).first()).toBeVisible();
  await expect(lines.first()).toContainText(today);
  await snap('wallet-account-record');

  await record.getByRole('combobox', { name: 'Tipo' }).selectOption('withdrawal');
  await expect(rows).not.toContainText('Ajuste');
  await expect(rows).toContainText('Saque');
});
