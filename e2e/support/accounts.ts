import { randomInt } from 'node:crypto';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { admin } from './admin.ts';
import { expect, test as base } from './fixtures.ts';

/*
 * Helpers for the account journeys. Every journey comes from 127.0.0.1, and the server counts
 * failed logins and SMS requests per IP; so each test gets its own made-up client address
 * (the e2e server trusts X-Forwarded-For from 127.0.0.1) and its own usernames and numbers.
 */

/** The journeys' captcha answer: in the e2e server (NODE_ENV=test) every captcha image shows it. */
export const CAPTCHA_TEXT = 'E2E7';

/** An address in 100.64.0.0/10 (carrier-grade NAT): unlikely to repeat, in no blocked country. */
export function freshIp(): string {
  return `100.${64 + randomInt(64)}.${randomInt(256)}.${1 + randomInt(254)}`;
}

/** The account journeys: a fresh client IP per test, sent with every request of the test. */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': freshIp() });
  },
});
export { expect };

const PROJECT_TAGS: Record<string, string> = {
  'desktop-light': 'dl',
  'desktop-dark': 'dd',
  'phone-light': 'pl',
  'phone-dark': 'pd',
};

/** A username no other test or project uses: prefix + project tag + random (6-16 letters/digits). */
export function freshUsername(prefix: string, testInfo: TestInfo): string {
  const tag = PROJECT_TAGS[testInfo.project.name] ?? 'xx';
  const random = randomInt(36 ** 6)
    .toString(36)
    .padStart(6, '0');
  return `${prefix}${tag}${random}`.slice(0, 16);
}

/** A Brazilian mobile number (national part, as typed after the +55 picker): 11 9xxxx-xxxx. */
export function freshMobile(): string {
  return `119${String(randomInt(100_000_000)).padStart(8, '0')}`;
}

type OutboxMessage = { id: number; channel: string; recipient: string; body: string; createdAt: string };

/**
 * The newest SMS code sent to this number, read from the outbox with the admin CLI. `after`
 * skips codes already seen (a number that got a registration code and then a recovery code).
 */
export async function smsCodeFor(e164: string, after: string[] = []): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const messages = JSON.parse(
          await admin('outbox', '--channel', 'sms', '--to', e164, '--json'),
        ) as OutboxMessage[];
        const newest = messages[0]?.body.match(/\b(\d{6})\b/)?.[1];
        code = newest && !after.includes(newest) ? newest : '';
        return code;
      },
      { timeout: 15_000, intervals: [250, 500, 1000] },
    )
    .not.toBe('');
  return code;
}

/**
 * The longer account journeys run in two of the four projects, desktop-light and phone-dark, to
 * keep the whole run short: `test.skip(notALongJourneyProject, LONG_JOURNEY_SKIP)`.
 */
export const notALongJourneyProject = ({ isMobile, theme }: { isMobile: boolean; theme: string }): boolean =>
  isMobile ? theme !== 'dark' : theme !== 'light';
export const LONG_JOURNEY_SKIP = 'long journey: runs in desktop-light and phone-dark only';

export function header(page: Page): Locator {
  return page.getByRole('banner');
}

/** The avatar menu button of the logged-in header. */
export function accountMenu(page: Page): Locator {
  return header(page).getByRole('button', { name: 'Menu da conta' });
}

/** Opens the avatar menu and returns it. */
export async function openAccountMenu(page: Page): Promise<Locator> {
  await accountMenu(page).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

/** Logged in as `name`: the avatar menu is in the header and shows the name. */
export async function expectLoggedInAs(page: Page, name: string, isMobile: boolean): Promise<void> {
  await expect(accountMenu(page)).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Entrar', exact: true })).toHaveCount(0);
  if (!isMobile) {
    // On desktop the nickname is beside the avatar; on phones the avatar stands alone.
    await expect(accountMenu(page)).toContainText(name);
  }
}

/** Types the captcha like a person reading the image, once the image has loaded (`field`: the input's label). */
export async function answerCaptcha(scope: Locator, field = 'Captcha'): Promise<void> {
  // A captcha is one per second per address, and the journeys of fixtures.ts share 127.0.0.1: when
  // two of them fetch one in the same second, the image is missing, and a person asks for another.
  const image = scope.getByRole('img', { name: 'Imagem do captcha' });
  const shown = await image.waitFor({ timeout: 5_000 }).then(
    () => true,
    () => false,
  );
  if (!shown)
    await expect(async () => {
      await scope.getByRole('button', { name: 'Carregar outro captcha' }).click();
      await expect(image).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
  await scope.getByRole('textbox', { name: field, exact: true }).fill(CAPTCHA_TEXT);
}

export function loginDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Entrar' });
}

/** Opens the login popup from the header. */
export async function openLogin(page: Page): Promise<Locator> {
  await header(page).getByRole('button', { name: 'Entrar', exact: true }).click();
  const dialog = loginDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Fills the username login form of the popup and submits it. */
export async function submitLogin(
  dialog: Locator,
  credentials: { username: string; password: string; remember?: boolean; captcha?: boolean },
): Promise<void> {
  await dialog.getByRole('textbox', { name: 'Usuário', exact: true }).fill(credentials.username);
  await dialog.getByRole('textbox', { name: 'Senha', exact: true }).fill(credentials.password);
  if (credentials.remember !== undefined) {
    await dialog.getByRole('checkbox', { name: 'Lembrar de mim' }).setChecked(credentials.remember);
  }
  if (credentials.captcha) await answerCaptcha(dialog);
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/** Logs out from the avatar menu, confirming the question. */
export async function logOut(page: Page): Promise<void> {
  const menu = await openAccountMenu(page);
  await menu.getByRole('menuitem', { name: 'Sair' }).click();
  const confirm = page.getByRole('dialog', { name: 'Sair' });
  await expect(confirm).toContainText('Deseja mesmo sair?');
  await confirm.getByRole('button', { name: 'Sair', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(header(page).getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
}

/** Closes the register-success modal after checking its text. */
export async function acceptRegisterSuccess(page: Page, username: string): Promise<void> {
  const success = page.getByRole('dialog', { name: 'Boas-vindas' });
  await expect(success).toBeVisible();
  await expect(success).toContainText('Cadastro realizado com sucesso!');
  await expect(success).toContainText(`Você entrou como ${username}.`);
  await success.getByRole('button', { name: 'Começar a jogar' }).click();
  await expect(success).toBeHidden();
}

/**
 * Registers by username on /register (the quickest way a test gets an account of its own) and
 * closes the success modal; the new member is logged in afterwards.
 */
export async function registerByUsername(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/register');
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: 'Usuário', exact: true }).fill(username);
  await form.getByRole('textbox', { name: 'Senha', exact: true }).fill(password);
  await form.getByRole('textbox', { name: 'Confirmar senha', exact: true }).fill(password);
  await answerCaptcha(form);
  await form.getByRole('button', { name: 'Criar conta' }).click();
  await acceptRegisterSuccess(page, username);
}

/** A registration code asks for the captcha first (an SMS costs money): answer it and send. */
export async function answerSmsCaptcha(page: Page): Promise<void> {
  const check = page.getByRole('dialog', { name: 'Verificação antes do SMS' });
  // Its own image, as for any captcha: read once it has loaded (a second fetch within a second of
  // the form's is refused, and a person asks for another; typing before the image showed was
  // answering a captcha the server had not issued yet).
  await answerCaptcha(check, 'Caracteres da imagem');
  await check.getByRole('button', { name: 'Enviar código' }).click();
  await expect(check).toBeHidden();
}

/**
 * Registers by mobile number on /register: the SMS code is read from the outbox. Returns the
 * account name (the number without +) and the code used, and leaves the new member logged in.
 */
export async function registerByMobile(
  page: Page,
  mobile: string,
  password: string,
): Promise<{ account: string; e164: string; code: string }> {
  const e164 = `+55${mobile}`;
  const account = e164.slice(1);
  await page.goto('/register');
  const form = page.getByRole('main');
  await form.getByRole('tab', { name: 'Celular' }).click();
  await form.getByRole('textbox', { name: 'Celular', exact: true }).fill(mobile);
  await form.getByRole('button', { name: 'Enviar código' }).click();
  await answerSmsCaptcha(page);
  await expect(form.getByRole('button', { name: /^Enviado \(\d+\)$/ })).toBeDisabled();
  const code = await smsCodeFor(e164);
  await form.getByRole('textbox', { name: 'Código de verificação', exact: true }).fill(code);
  await form.getByRole('textbox', { name: 'Senha', exact: true }).fill(password);
  await form.getByRole('textbox', { name: 'Confirmar senha', exact: true }).fill(password);
  await form.getByRole('button', { name: 'Criar conta' }).click();
  const notice = page.getByRole('dialog', { name: 'Sua conta' });
  await expect(notice).toContainText(`Seu usuário é ${account};`);
  await notice.getByRole('button', { name: 'Confirmar' }).click();
  await acceptRegisterSuccess(page, account);
  return { account, e164, code };
}

/** Sends the login form and waits for the server's answer (the alert text may repeat). */
export async function submitLoginAndWait(
  page: Page,
  dialog: Locator,
  credentials: Parameters<typeof submitLogin>[1],
): Promise<number> {
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/session/login');
  await submitLogin(dialog, credentials);
  return (await answer).status();
}

/** Signs in from the home page; an account's first login is greeted (the server says so in the answer): that greeting is closed. */
export async function signInFromHome(page: Page, credentials: { username: string; password: string }): Promise<void> {
  await page.goto('/');
  const dialog = await openLogin(page);
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/session/login');
  await submitLogin(dialog, credentials);
  const body = (await (await answer).json()) as { value?: { firstTimeLogin?: boolean } };
  await expect(dialog).toBeHidden();
  if (body.value?.firstTimeLogin) {
    const welcome = page.getByRole('dialog', { name: 'Bem-vindo!' });
    await welcome.getByRole('button', { name: 'Confirmar' }).click();
    await expect(welcome).toBeHidden();
  }
}
