import {
  acceptRegisterSuccess,
  answerCaptcha,
  answerSmsCaptcha,
  expect,
  expectLoggedInAs,
  freshMobile,
  freshUsername,
  header,
  openAccountMenu,
  smsCodeFor,
  test,
} from '../support/accounts.ts';

// Account journeys 1 and 2: a visitor registers on /register, by username or by mobile number
// with an SMS code, sees the success modal and lands logged in. Portuguese is the default.

test('registering by username on /register logs the new member in', async ({ page, isMobile, snap }, testInfo) => {
  const username = freshUsername('reg', testInfo);
  const password = 'Senha#2026';

  await page.goto('/register');
  await expect(page).toHaveURL(/\/register$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Cadastro' })).toBeVisible();
  // Mobile registration is on, so both kinds are offered as tabs; username is the first.
  const tabs = main.getByRole('tablist', { name: 'Cadastrar com' });
  await expect(tabs.getByRole('tab', { name: 'Usuário' })).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.getByRole('tab', { name: 'Celular' })).toHaveAttribute('aria-selected', 'false');
  // Required fields carry * in their placeholder; the agreement is checked by default.
  await expect(main.getByRole('textbox', { name: 'Usuário', exact: true })).toHaveAttribute(
    'placeholder',
    'Escolha um usuário *',
  );
  await expect(main.getByRole('checkbox', { name: /Tenho mais de 18 anos/ })).toBeChecked();

  // Submitting the empty form shows the errors under the fields, and nothing is sent.
  await main.getByRole('button', { name: 'Criar conta' }).click();
  await expect(main.getByText('Este campo é obrigatório.').first()).toBeVisible();
  await expect(main.getByRole('textbox', { name: 'Usuário', exact: true })).toHaveAttribute('aria-invalid', 'true');

  await main.getByRole('textbox', { name: 'Usuário', exact: true }).fill(username);
  await main.getByRole('textbox', { name: 'Senha', exact: true }).fill(password);
  await main.getByRole('textbox', { name: 'Confirmar senha', exact: true }).fill(password);
  await answerCaptcha(main);
  await expect(main.getByRole('textbox', { name: 'Usuário', exact: true })).not.toHaveAttribute('aria-invalid', 'true');
  await snap('register-username-form');
  await main.getByRole('button', { name: 'Criar conta' }).click();

  // Home, the success modal over it, and the header already shows the member.
  const success = page.getByRole('dialog', { name: 'Boas-vindas' });
  await expect(success).toContainText('Cadastro realizado com sucesso!');
  await expect(page).toHaveURL(/\/$/);
  await snap('register-success');
  await acceptRegisterSuccess(page, username);

  await expectLoggedInAs(page, username, isMobile);
  await expect(header(page).getByRole('button', { name: 'Cadastre-se' })).toHaveCount(0);
  const menu = await openAccountMenu(page);
  await expect(menu).toContainText(username);
  await expect(menu.getByRole('menuitem', { name: 'Sair' })).toBeVisible();
  await snap('register-logged-in');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  // The session survives a reload.
  await page.reload();
  await expectLoggedInAs(page, username, isMobile);
});

test('registering by mobile number with an SMS code logs the new member in', async ({ page, isMobile, snap }) => {
  const mobile = freshMobile();
  const e164 = `+55${mobile}`;
  const account = e164.slice(1); // the number, without +, becomes the username
  const password = 'Celular#2026';

  await page.goto('/register');
  const main = page.getByRole('main');
  await main.getByRole('tab', { name: 'Celular' }).click();
  await expect(main.getByRole('tab', { name: 'Celular' })).toHaveAttribute('aria-selected', 'true');
  // The mobile form has no username; the number field has the country picker (Brazil for PT).
  await expect(main.getByRole('textbox', { name: 'Usuário', exact: true })).toHaveCount(0);
  await expect(main.getByRole('button', { name: /^Código do país: .*\+55$/ })).toBeVisible();

  // Asking for a code without a number: the error is under the number and no SMS goes out.
  const sendCode = main.getByRole('button', { name: 'Enviar código' });
  await sendCode.click();
  await expect(main.getByText('Informe um número de celular válido.')).toBeVisible();

  await main.getByRole('textbox', { name: 'Celular', exact: true }).fill(mobile);
  await sendCode.click();
  // An SMS costs money: the captcha comes first, and a wrong answer sends nothing.
  const check = page.getByRole('dialog', { name: 'Verificação antes do SMS' });
  await check.getByRole('textbox', { name: 'Caracteres da imagem' }).fill('nope');
  await snap('register-mobile-captcha');
  await check.getByRole('button', { name: 'Enviar código' }).click();
  const refused = page.getByRole('dialog', { name: 'Aviso' });
  await expect(refused).toContainText('captcha');
  await refused.getByRole('button', { name: 'Confirmar' }).click();
  await expect(sendCode).toBeEnabled();
  // A person takes longer than the once-a-second limit on captcha images (and on SMS requests).
  await page.waitForTimeout(1100);
  await sendCode.click();
  await answerSmsCaptcha(page);
  // The button turns into a disabled countdown while the code is alive (5 minutes).
  const sent = main.getByRole('button', { name: /^Enviado \(\d+\)$/ });
  await expect(sent).toBeDisabled();
  const code = await smsCodeFor(e164);

  await main.getByRole('textbox', { name: 'Código de verificação', exact: true }).fill(code);
  await main.getByRole('textbox', { name: 'Senha', exact: true }).fill(password);
  await main.getByRole('textbox', { name: 'Confirmar senha', exact: true }).fill(password);
  await snap('register-mobile-form');
  await main.getByRole('button', { name: 'Criar conta' }).click();

  // First the generated-account notice, then the success modal.
  const notice = page.getByRole('dialog', { name: 'Sua conta' });
  await expect(notice).toContainText(
    `Sua conta foi criada. Seu usuário é ${account}; use-o ou seu celular para entrar.`,
  );
  await snap('register-mobile-notice');
  await notice.getByRole('button', { name: 'Confirmar' }).click();
  await expect(notice).toBeHidden();
  await acceptRegisterSuccess(page, account);

  await expectLoggedInAs(page, account, isMobile);
});
