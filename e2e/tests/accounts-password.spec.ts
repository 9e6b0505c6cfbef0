import {
  answerSmsCaptcha,
  expect,
  expectLoggedInAs,
  freshMobile,
  freshUsername,
  LONG_JOURNEY_SKIP,
  loginDialog,
  logOut,
  notALongJourneyProject,
  openLogin,
  registerByMobile,
  registerByUsername,
  smsCodeFor,
  submitLogin,
  test,
} from '../support/accounts.ts';

// Account journeys 6 and 7: recovering a password by phone, and the forced change after a login
// with the weak default 123456. Both are long (two registrations' worth of steps), so they run in
// two of the four projects: desktop in the light theme and phone in the dark one.

test.skip(notALongJourneyProject, LONG_JOURNEY_SKIP);

test('forgot password by phone: the SMS code sets a new password and logs in', async ({ page, isMobile, snap }) => {
  const mobile = freshMobile();
  const { account, e164, code: registrationCode } = await registerByMobile(page, mobile, 'Antiga#2026');
  await logOut(page);

  const login = await openLogin(page);
  await login.getByRole('button', { name: 'Esqueceu a senha?' }).click();
  await expect(login).toBeHidden();
  const forgot = page.getByRole('dialog', { name: 'Esqueci a senha' });
  await expect(forgot).toBeVisible();
  // E-mail is the first method; phone recovery is offered (CHNGPASSVERIF3).
  await expect(forgot.getByRole('tab', { name: 'E-mail' })).toHaveAttribute('aria-selected', 'true');
  await forgot.getByRole('tab', { name: 'Telefone' }).click();
  await expect(forgot.getByText('Informe o celular da conta, o código que enviaremos e a nova senha.')).toBeVisible();

  await forgot.getByRole('textbox', { name: 'Celular', exact: true }).fill(mobile);
  await forgot.getByRole('button', { name: 'Enviar código' }).click();
  // The SMS costs money, so a recovery code waits for the captcha too.
  await answerSmsCaptcha(page);
  await expect(forgot.getByRole('button', { name: /^Enviado \(\d+\)$/ })).toBeDisabled();
  const code = await smsCodeFor(e164, [registrationCode]);
  await forgot.getByRole('textbox', { name: 'Código SMS', exact: true }).fill(code);
  const newPassword = 'Nova#2026';
  await forgot.getByRole('textbox', { name: 'Nova senha', exact: true }).fill(newPassword);
  await snap('forgot-password-phone');
  await forgot.getByRole('button', { name: 'Definir nova senha' }).click();

  // Logged in straight away, at home.
  await expect(forgot).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await expectLoggedInAs(page, account, isMobile);

  // The new password works for a normal login.
  await logOut(page);
  const again = await openLogin(page);
  await submitLogin(again, { username: account, password: newPassword });
  await expect(again).toBeHidden();
  await expectLoggedInAs(page, account, isMobile);
});

test('a login with 123456 forces a password change, then the new password logs in', async ({
  page,
  isMobile,
  snap,
}, testInfo) => {
  const username = freshUsername('weak', testInfo);
  // The registration rules (6-20 characters, no spaces) allow the weak default.
  await registerByUsername(page, username, '123456');
  await logOut(page);

  const login = await openLogin(page);
  await submitLogin(login, { username, password: '123456' });

  const change = page.getByRole('dialog', { name: 'Alterar senha' });
  await expect(change).toContainText('Para sua segurança, escolha uma nova senha antes de continuar.');
  await expect(login).toBeHidden();
  // The typed password is known, so the current password is not asked for; nobody is logged in yet.
  await expect(change.getByRole('textbox', { name: 'Senha atual', exact: true })).toHaveCount(0);
  // (The header under the modal is hidden from the accessibility tree, so ask the storage.)
  expect(await page.evaluate(() => window.sessionStorage.getItem('token'))).toBeNull();

  // The weak default is refused as the new password too.
  await change.getByRole('textbox', { name: 'Nova senha', exact: true }).fill('123456');
  await change.getByRole('textbox', { name: 'Confirmar nova senha', exact: true }).fill('123456');
  await change.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(change.getByText('Esta senha é simples demais. Escolha outra.')).toBeVisible();

  const newPassword = 'Forte#2026';
  await change.getByRole('textbox', { name: 'Nova senha', exact: true }).fill(newPassword);
  await change.getByRole('textbox', { name: 'Confirmar nova senha', exact: true }).fill(newPassword);
  await snap('forced-change-password');
  await change.getByRole('button', { name: 'Alterar senha' }).click();

  // The login popup comes back; the new password logs in without another forced change.
  await expect(change).toBeHidden();
  const relogin = loginDialog(page);
  await expect(relogin).toBeVisible();
  await submitLogin(relogin, { username, password: newPassword });
  await expect(relogin).toBeHidden();
  await expectLoggedInAs(page, username, isMobile);
  await expect(page.getByRole('dialog', { name: 'Alterar senha' })).toHaveCount(0);
});
