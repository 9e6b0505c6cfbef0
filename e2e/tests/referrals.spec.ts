import {
  acceptRegisterSuccess,
  answerCaptcha,
  expect,
  freshIp,
  freshUsername,
  registerByUsername,
  test,
} from '../support/accounts.ts';
import { snapEveryLook } from '../support/fixtures.ts';
import { memberCentre, openFromHeader } from '../support/wallet.ts';

/*
 * Invite friends (issue 28): a member's invite page shows the link, its QR code and the
 * programme's milestones; a friend who registers from the link (from another address: the same
 * one would hold the reward for review) appears masked in the member's list with the
 * registration reward paid straight into the wallet.
 */

test.beforeEach(({ theme: _theme }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop-light', 'one journey: desktop-light (screenshots of every look)');
  test.setTimeout(240_000);
});

test('a friend registers from a member’s invite link and the member sees the reward paid', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const referrer = freshUsername('ref', testInfo);
  await registerByUsername(page, referrer, 'Secret#2026');
  await openFromHeader(page, 'Depositar');
  const centre = memberCentre(page);
  await centre.locator('button[data-page="referral"]').click();
  await expect(centre.getByRole('heading', { name: 'Convide amigos' })).toBeVisible();
  const link = (await centre.getByTestId('referral-link').textContent())!.trim();
  const code = (await centre.getByTestId('referral-code').textContent())!.trim();
  expect(link).toContain(`/register?referralCode=${code}`);
  await expect(centre.getByRole('img', { name: 'Código QR do seu link de convite' })).toBeVisible();
  await expect(centre.getByText('Seu amigo se cadastra')).toBeVisible();
  await expect(centre.getByText('Nenhum amigo entrou com seu link ainda.')).toBeVisible();
  await snapEveryLook(page, 'referral-empty');

  // The friend opens the link in a browser of their own, from another address.
  const friendContext = await browser.newContext({
    baseURL,
    locale: 'pt-BR',
    extraHTTPHeaders: { 'X-Forwarded-For': freshIp() },
  });
  const friend = await friendContext.newPage();
  const friendName = freshUsername('frd', testInfo);
  await friend.goto(new URL(link).pathname + new URL(link).search);
  const form = friend.getByRole('main');
  await form.getByRole('textbox', { name: 'Usuário', exact: true }).fill(friendName);
  await form.getByRole('textbox', { name: 'Senha', exact: true }).fill('Secret#2026');
  await form.getByRole('textbox', { name: 'Confirmar senha', exact: true }).fill('Secret#2026');
  await answerCaptcha(form);
  await form.getByRole('button', { name: 'Criar conta' }).click();
  await acceptRegisterSuccess(friend, friendName);
  await friendContext.close();

  // The member's page lists the friend, masked, with the registration reward paid.
  await page.reload();
  await openFromHeader(page, 'Depositar');
  await centre.locator('button[data-page="referral"]').click();
  const friends = centre.getByRole('table');
  await expect(friends).toContainText(`${friendName[0]}****${friendName.at(-1)}`);
  await expect(friends).not.toContainText(friendName);
  await expect(friends).toContainText('Cadastro 1,00 · paga');
  await snapEveryLook(page, 'referral-friend');
});
