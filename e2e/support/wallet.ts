import type { Locator, Page, TestInfo } from '@playwright/test';
import { freshUsername, header, openAccountMenu, registerByUsername, test } from './accounts.ts';
import { admin } from './admin.ts';
import { expect } from './fixtures.ts';

/*
 * Helpers for the wallet journeys: a fresh member per test, the header balance, the member centre
 * and the operator CLI steps (confirm a deposit, approve a withdrawal, credit an account).
 */

export const PASSWORD = 'Carteira#2026';
export const PAYMENT_PIN = '246810';

/** The journeys run in these two projects (the long ones, like the account journeys). */
export const WALLET_PROJECTS = ['desktop-light', 'phone-dark'];

/** Declares, for the spec that calls it, that its tests run in WALLET_PROJECTS only, each within `timeoutMs`. */
export function runInWalletProjects(timeoutMs: number, reason = 'long journey: desktop-light and phone-dark'): void {
  test.beforeEach(({ theme: _theme }, testInfo) => {
    test.skip(!WALLET_PROJECTS.includes(testInfo.project.name), reason);
    test.setTimeout(timeoutMs);
  });
}

/** Registers a new member through /register; returns the username. */
export async function newMember(page: Page, testInfo: TestInfo, prefix = 'w'): Promise<string> {
  const username = freshUsername(prefix, testInfo);
  await registerByUsername(page, username, PASSWORD);
  return username;
}

export function headerBalance(page: Page): Locator {
  return header(page).getByTestId('header-balance');
}

/** "$ 1.234,50" as the pt header shows it (the space is a no-break space, which Playwright normalises). */
export const dollars = (text: string) => `$ ${text}`;

export async function expectBalance(page: Page, text: string): Promise<void> {
  await expect(headerBalance(page)).toHaveText(dollars(text), { timeout: 15_000 });
}

/**
 * After an operator CLI step (another process) the server's header-balance cache may answer the
 * old sum for a few seconds (it only hears of changes made in its own process), so refresh until
 * the new balance shows.
 */
export async function refreshUntil(page: Page, text: string): Promise<void> {
  await expect(async () => {
    await header(page).getByRole('button', { name: 'Atualizar saldo' }).click();
    await expect(headerBalance(page)).toHaveText(dollars(text), { timeout: 1_500 });
  }).toPass({ timeout: 20_000 });
}

export function memberCentre(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Centro do membro' });
}

/**
 * Opens the member centre with the header's deposit or withdraw button; phones have room for the
 * deposit button only, so withdraw is in the avatar menu there.
 */
export async function openFromHeader(page: Page, button: 'Depositar' | 'Sacar'): Promise<Locator> {
  const inHeader = header(page).getByRole('button', { name: button, exact: true });
  // Waited for, not peeked at: right after a sign-in the header may not have drawn it yet.
  const phone = (page.viewportSize()?.width ?? 1440) < 640; // Tailwind's sm: withdraw is hidden below it
  if (button === 'Depositar' || !phone) await inHeader.click();
  else await (await openAccountMenu(page)).getByRole('menuitem', { name: button }).click();
  const centre = memberCentre(page);
  await expect(centre).toBeVisible();
  return centre;
}

/** Goes to a member-centre page by its menu entry (on phones: back to the list first). */
export async function goTo(centre: Locator, entry: string, isMobile: boolean): Promise<void> {
  const menu = centre.getByRole('navigation', { name: 'Menu do centro do membro' });
  if (isMobile) {
    const back = centre.getByRole('button', { name: 'Voltar ao menu' });
    // The page the centre opened on may still be loading: wait until the list or a page shows.
    await expect(back.or(menu).first()).toBeVisible();
    if (await back.isVisible()) await back.click();
  }
  await menu.getByRole('button', { name: entry, exact: true }).click();
  await expect(centre.getByRole('heading', { level: 2, name: entry })).toBeVisible();
}

/** Credits a member's main wallet with the operator CLI. */
export async function fund(username: string, amount: string): Promise<void> {
  await admin('adjust', username, amount, '--reason', 'e2e wallet journey');
}

/** A new member (see newMember) credited with `amount` whole dollars, the header showing it; returns the username. */
export async function newFundedMember(
  page: Page,
  testInfo: TestInfo,
  amount: number,
  prefix?: string,
): Promise<string> {
  const username = await newMember(page, testInfo, prefix);
  await fund(username, String(amount));
  await refreshUntil(page, amount.toLocaleString('pt-BR', { minimumFractionDigits: 2 }));
  return username;
}

/** Sets the first payment password from the prompt a money page shows when there is none. */
export async function setPaymentPassword(scope: Locator): Promise<void> {
  const form = scope.getByRole('form', { name: 'Definir senha de pagamento' });
  await form.getByLabel('Senha de acesso', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Nova senha de pagamento', { exact: true }).fill(PAYMENT_PIN);
  await form.getByLabel('Confirmar senha de pagamento', { exact: true }).fill(PAYMENT_PIN);
  await form.getByRole('button', { name: 'Definir senha de pagamento' }).click();
}

type CliWithdrawal = { id: number; username?: string; status: string };
type CliDeposit = { id: number; reference: string; status: string };

export async function pendingDepositId(reference: string): Promise<number> {
  const list = JSON.parse(await admin('deposits', '--status', 'pending', '--json')) as CliDeposit[];
  const found = list.find((d) => d.reference === reference);
  if (!found) throw new Error(`No pending deposit with reference ${reference}`);
  return found.id;
}

export async function latestWithdrawalId(username: string): Promise<number> {
  const list = JSON.parse(await admin('withdrawals', '--json')) as CliWithdrawal[];
  const found = list.find((w) => w.username === username);
  if (!found) throw new Error(`No withdrawal for ${username}`);
  return found.id;
}

/** Chooses a deposit channel, types the amount and continues to the payment. */
export async function startDeposit(centre: Locator, channel: RegExp, amount: string): Promise<void> {
  await centre.getByRole('radio', { name: channel }).check({ force: true });
  await centre.getByRole('textbox', { name: 'Valor', exact: true }).fill(amount);
  await centre.getByRole('button', { name: 'Continuar para o pagamento' }).click();
}

/** Requests a withdrawal of `amount` to a new bank account, setting the payment password first. */
export async function requestWithdrawal(page: Page, amount: string): Promise<Locator> {
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
