import type { Page } from '@playwright/test';
import { freshUsername, notALongJourneyProject, LONG_JOURNEY_SKIP, test, expect } from '../support/accounts.ts';
import { admin } from '../support/admin.ts';
import { firstSignIn, snapConsole } from '../support/console.ts';
import { newMember } from '../support/wallet.ts';

/*
 * The built-in customer-service chat: a member opens the chat panel from the side menu and
 * writes; an operator (created with the operator CLI, in a second browser) answers from the
 * console's desk (/admin/desk); the member's minimised panel shows the unread badge, and opening
 * it again reads the answer, and the desk marks the answer seen.
 */

test.beforeEach(({ isMobile, theme }) => {
  test.skip(notALongJourneyProject({ isMobile, theme }), LONG_JOURNEY_SKIP);
  test.setTimeout(150_000);
});

async function openLiveChat(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByRole('banner').getByRole('button', { name: 'Abrir menu' }).click();
  const menu = isMobile ? page.getByRole('dialog', { name: 'Navegação principal' }) : page.locator('aside');
  await menu.getByRole('button', { name: 'Chat ao vivo' }).click();
}

test('a member writes, an operator answers from the console’s desk, the minimised panel shows the unread badge', async ({
  page,
  browser,
  snap,
  isMobile,
}, testInfo) => {
  const operatorName = freshUsername('cs', testInfo);
  const created = JSON.parse(await admin('operator:create', operatorName, '--role', 'support', '--json')) as {
    password: string;
  };
  const member = await newMember(page, testInfo, 'c');

  await openLiveChat(page, isMobile);
  const panel = page.getByRole('region', { name: 'Atendimento ao cliente' });
  const room = page.frameLocator('iframe[title="Atendimento ao cliente"]');
  await room.getByRole('textbox', { name: 'Escreva uma mensagem…' }).fill('Olá, meu depósito ainda não caiu.');
  await room.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(room.getByRole('log').getByText('Olá, meu depósito ainda não caiu.')).toBeVisible();
  await snap('chat-panel');

  // The member minimises the panel before the answer comes.
  await panel.getByRole('button', { name: 'Minimizar chat' }).click();
  await expect(panel).toBeHidden();

  // A support operator answers from the console's desk (first sign-in: two-factor enrolment).
  const { page: desk } = await firstSignIn(browser, operatorName, created.password);
  await desk.getByRole('link', { name: 'Chat' }).click();
  await expect(desk.getByRole('status').filter({ hasText: 'Ao vivo' })).toBeVisible();
  await desk.getByRole('button', { name: new RegExp(member) }).click();
  await expect(desk.getByRole('log').getByText('Olá, meu depósito ainda não caiu.')).toBeVisible();
  await desk.getByRole('textbox', { name: 'Responda ao membro…' }).fill('Olá! Já estou verificando para você.');
  await desk.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(desk.getByRole('log').getByText('Olá! Já estou verificando para você.')).toBeVisible();
  await snap('chat-operator-desk', desk);

  // The badge on the minimised panel counts the answer, live.
  const badge = page.getByTestId('chat-unread');
  await expect(badge).toHaveText('1', { timeout: 10_000 });
  await snap('chat-minimised');

  await page.getByRole('button', { name: /Abrir chat/ }).click();
  await expect(room.getByRole('log').getByText('Olá! Já estou verificando para você.')).toBeVisible();
  await expect(badge).toBeHidden();
  // The member's reading reaches the desk: the answer is marked seen there.
  await expect(desk.getByRole('log').getByText(/Visto/)).toBeVisible({ timeout: 10_000 });
  // The console's desk in both themes at both console sizes (once: the console has no phone layout).
  if (!isMobile) await snapConsole(desk, 'chat');
  await desk.context().close();
});
