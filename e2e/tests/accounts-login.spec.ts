import {
  accountMenu,
  expect,
  expectLoggedInAs,
  freshUsername,
  header,
  logOut,
  LONG_JOURNEY_SKIP,
  notALongJourneyProject,
  openAccountMenu,
  openLogin,
  registerByUsername,
  submitLogin,
  submitLoginAndWait,
  test,
} from '../support/accounts.ts';

// Account journeys 3, 4 and 8: the captcha after failed logins, remember-me, and the sign-out
// question. Each test registers its own member (and comes from its own address, see
// support/accounts.ts), so the login throttle of one test never reaches another.

test('three failed logins bring up the captcha; the right password with the captcha logs in', async ({
  page,
  isMobile,
  snap,
}, testInfo) => {
  const username = freshUsername('cap', testInfo);
  const password = 'Captcha#2026';
  await registerByUsername(page, username, password);
  await logOut(page);

  const dialog = await openLogin(page);
  const captcha = dialog.getByRole('textbox', { name: 'Captcha', exact: true });
  await expect(captcha).toHaveCount(0);

  for (let attempt = 1; attempt <= 3; attempt++) {
    expect(await submitLoginAndWait(page, dialog, { username, password: `wrong-${attempt}` })).toBeGreaterThanOrEqual(
      400,
    );
    await expect(dialog.getByRole('alert')).toHaveText('Usuário ou senha incorretos.');
    // Two failures are forgiven; the third answer asks for a captcha from now on.
    if (attempt < 3) await expect(captcha).toHaveCount(0);
  }
  await expect(captcha).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'Imagem do captcha' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Menu da conta' })).toHaveCount(0);
  await snap('login-captcha');

  // The captcha is required now: the right password alone is not enough.
  await dialog.getByRole('textbox', { name: 'Senha', exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(dialog.getByText('Captcha obrigatório.')).toBeVisible();

  expect(await submitLoginAndWait(page, dialog, { username, password, captcha: true })).toBe(200);
  await expect(dialog).toBeHidden();
  await expectLoggedInAs(page, username, isMobile);
});

test('focus: the login popup opens on the username field; after logging in it rests on the main content (popup and /login)', async ({
  page,
  isMobile,
}, testInfo) => {
  // A registration, two logins and two logouts: past a minute on a loaded two-core CI machine.
  test.setTimeout(120_000);
  const username = freshUsername('foc', testInfo);
  const password = 'Foco#2026';
  await registerByUsername(page, username, password);
  await logOut(page);

  // The popup: the first field has focus, not the close button.
  const dialog = await openLogin(page);
  await expect(dialog.getByRole('textbox', { name: 'Usuário', exact: true })).toBeFocused();
  await submitLogin(dialog, { username, password });
  await expect(dialog).toBeHidden();
  await expectLoggedInAs(page, username, isMobile);
  // The header's Log in button that opened it is gone: focus goes to the page, not the body.
  await expect(page.getByRole('main')).toBeFocused();

  // The /login page: its form goes away with the page, focus moves to the home page's main content.
  await logOut(page);
  await page.goto('/login');
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: 'Usuário', exact: true }).fill(username);
  await form.getByRole('textbox', { name: 'Senha', exact: true }).fill(password);
  await form.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expectLoggedInAs(page, username, isMobile);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('main')).toBeFocused();
});

test('remember-me refills the login form after sign-out; unchecked, it forgets', async ({
  page,
  context,
  isMobile,
  theme,
  snap,
}, testInfo) => {
  // Ten seconds of logging in and out: two projects are enough (see support/accounts.ts).
  test.skip(notALongJourneyProject({ isMobile, theme }), LONG_JOURNEY_SKIP);
  const username = freshUsername('rem', testInfo);
  const password = 'Lembrar#2026';
  await registerByUsername(page, username, password);
  await logOut(page);

  // Log in with remember-me checked.
  let dialog = await openLogin(page);
  const checkbox = dialog.getByRole('checkbox', { name: 'Lembrar de mim' });
  await expect(checkbox).not.toBeChecked();
  await submitLogin(dialog, { username, password, remember: true });
  await expect(dialog).toBeHidden();
  await expectLoggedInAs(page, username, isMobile);
  const names = async () => (await context.cookies()).map((cookie) => cookie.name);
  expect(await names()).toEqual(expect.arrayContaining(['loginRemember', 'lastUsername', `pwd_${username}`]));

  await logOut(page);
  await page.reload();
  dialog = await openLogin(page);
  await expect(dialog.getByRole('textbox', { name: 'Usuário', exact: true })).toHaveValue(username);
  await expect(dialog.getByRole('textbox', { name: 'Senha', exact: true })).toHaveValue(password);
  await expect(dialog.getByRole('checkbox', { name: 'Lembrar de mim' })).toBeChecked();
  await snap('login-remembered');

  // Log in straight from the refilled form, this time with remember-me unchecked.
  await dialog.getByRole('checkbox', { name: 'Lembrar de mim' }).uncheck();
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expectLoggedInAs(page, username, isMobile);
  const left = await names();
  for (const name of ['loginRemember', 'lastUsername', `pwd_${username}`, 'loginTypeSms'])
    expect(left).not.toContain(name);

  await logOut(page);
  await page.reload();
  dialog = await openLogin(page);
  await expect(dialog.getByRole('textbox', { name: 'Usuário', exact: true })).toHaveValue('');
  await expect(dialog.getByRole('textbox', { name: 'Senha', exact: true })).toHaveValue('');
  await expect(dialog.getByRole('checkbox', { name: 'Lembrar de mim' })).not.toBeChecked();
});

test('signing out asks first; cancel keeps the session, confirm ends it', async ({
  page,
  request,
  isMobile,
  snap,
}, testInfo) => {
  const username = freshUsername('out', testInfo);
  await registerByUsername(page, username, 'Sair#2026');
  const token = await page.evaluate(() => window.sessionStorage.getItem('token'));
  expect(token).toBeTruthy();

  let menu = await openAccountMenu(page);
  await menu.getByRole('menuitem', { name: 'Sair' }).click();
  const question = page.getByRole('dialog', { name: 'Sair' });
  await expect(question).toContainText('Deseja mesmo sair?');
  await expect(question.getByRole('button', { name: 'Cancelar' })).toBeVisible();
  await snap('logout-confirm');

  // Cancel: nothing changes.
  await question.getByRole('button', { name: 'Cancelar' }).click();
  await expect(question).toBeHidden();
  await expectLoggedInAs(page, username, isMobile);
  expect(await page.evaluate(() => window.sessionStorage.getItem('token'))).toBe(token);

  // Confirm: signed out here and on the server, and it stays so after a reload.
  menu = await openAccountMenu(page);
  await menu.getByRole('menuitem', { name: 'Sair' }).click();
  await question.getByRole('button', { name: 'Sair', exact: true }).click();
  await expect(question).toBeHidden();
  await expect(header(page).getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  await expect(accountMenu(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => window.sessionStorage.getItem('token'))).toBeNull();
  // The brand keys survive the sign-out.
  expect(await page.evaluate(() => window.sessionStorage.getItem('merchantCode'))).toBeTruthy();
  const info = await request.get('/wps/member/info', { headers: { Authorization: `Bearer ${token}` } });
  expect(info.status()).toBe(401);

  await page.reload();
  await expect(header(page).getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  await expect(accountMenu(page)).toHaveCount(0);
});
