import type { Page } from '@playwright/test';
import { freshUsername, notALongJourneyProject, LONG_JOURNEY_SKIP, test, expect } from '../support/accounts.ts';
import { generate } from 'otplib';
import { admin } from '../support/admin.ts';
import { newMember } from '../support/wallet.ts';

/*
 * The built-in customer-service chat: a member opens the chat panel from the side menu and
 * writes; an operator (created with the operator CLI, in a second browser) answers from the
 * operators' desk at /admin/chat; the member's minimised panel shows the unread badge, and
 * opening it again reads the answer.
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

test('a member writes, an operator answers from /admin/chat, the minimised panel shows the unread badge', async ({
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

  const desk = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await desk.goto('/admin/chat');
  await desk.getByRole('textbox', { name: 'Usuário do operador' }).fill(operatorName);
  await desk.getByLabel('Senha').fill(created.password);
  await desk.getByRole('button', { name: 'Entrar' }).click();
  // The first sign-in enrols two-factor: the authenticator here is otplib reading the shown key.
  const secret = (await desk.getByTestId('totp-secret').textContent())!.trim();
  await desk.getByLabel('Código do autenticador').fill(await generate({ secret }));
  await desk.getByRole('button', { name: 'Entrar' }).click();
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
  await desk.context().close();
});
