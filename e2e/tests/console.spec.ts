import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from 'otplib';
import type { Browser, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { admin } from '../support/admin.ts';
import { freshUsername } from '../support/accounts.ts';
import { newMember } from '../support/wallet.ts';

/*
 * The operator console at /admin: a finance operator signs in for the first time (password, then
 * two-factor enrolment from the QR code's key, recovery codes), finds a new member, and asks for an
 * adjustment above the brand's two-person threshold (1,000.00 by default); a risk operator signs
 * in and approves it, and the member's balance shows it. Screenshots in both themes at 1440x900
 * and 1024x768. One project is enough: the console is not the player site's phone layout.
 */
const shots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');
const SIZES = [
  { name: '1440x900', width: 1440, height: 900 },
  { name: '1024x768', width: 1024, height: 768 },
];

async function snapConsole(page: Page, name: string) {
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => {
      localStorage.setItem('arcadia.console.theme', t);
      document.documentElement.dataset.theme = t;
    }, theme);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.screenshot({
        path: path.join(shots, `console-${name}-${theme}-${size.name}.png`),
        animations: 'disabled',
      });
    }
  }
  await page.evaluate(() => {
    localStorage.setItem('arcadia.console.theme', 'light');
    document.documentElement.dataset.theme = 'light';
  });
  await page.setViewportSize(SIZES[0]!);
}

const codeFor = (secret: string, offsetSteps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });

/** First sign-in of a new operator: password, enrolment, recovery codes; answers the page inside. */
async function firstSignIn(browser: Browser, username: string, password: string, screenshots = false) {
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'pt-BR' })).newPage();
  await page.goto('/admin/');
  await expect(page.getByRole('heading', { name: 'Acesso do operador' })).toBeVisible();
  await page.getByLabel('Usuário').fill(username);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { name: 'Configure a verificação em duas etapas' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  if (screenshots) await snapConsole(page, 'enrol');
  await page.getByLabel('Código do autenticador').fill(await codeFor(secret));
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { name: 'Seus códigos de recuperação' })).toBeVisible();
  await expect(page.getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: /Guardei/ }).click();
  return { page, secret };
}

test('an operator enrols two-factor, finds a player and asks for a large adjustment; a second operator approves it', async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop-light', 'the console journey runs once, in desktop-light');
  test.setTimeout(180_000);
  const member = await newMember(page, testInfo, 'cs');
  const financeName = freshUsername('fin', testInfo);
  const riskName = freshUsername('risk', testInfo);
  const finance = JSON.parse(await admin('operator:create', financeName, '--role', 'finance', '--json')) as {
    password: string;
  };
  const risk = JSON.parse(await admin('operator:create', riskName, '--role', 'risk', '--json')) as { password: string };

  const { page: desk } = await firstSignIn(browser, financeName, finance.password, true);
  await expect(desk.getByRole('heading', { name: 'Jogadores' })).toBeVisible();
  await desk.getByRole('searchbox').or(desk.getByLabel('Usuário, celular, e-mail, id ou IP')).fill(member);
  await desk.getByRole('button', { name: 'Buscar' }).click();
  await desk.getByRole('link', { name: member }).click();
  await expect(desk.getByRole('heading', { name: member })).toBeVisible();
  await desk.getByLabel('Valor (negativo para debitar)').fill('1500');
  await desk.getByLabel('Motivo').fill('Compensação aprovada');
  await desk.getByRole('button', { name: 'Ajustar' }).click();
  await expect(desk.getByRole('status')).toContainText('aguarda um segundo operador');
  await snapConsole(desk, 'player');
  // The requester's own approval is refused by the server (the two-person rule).
  await desk.getByRole('link', { name: 'Aprovações' }).click();
  await desk
    .getByRole('button', { name: /^Aprovar/ })
    .first()
    .click();
  await expect(desk.getByRole('alert')).toContainText('segundo operador');

  const { page: second } = await firstSignIn(browser, riskName, risk.password);
  await second.getByRole('link', { name: 'Aprovações' }).click();
  const row = second.getByRole('row', { name: new RegExp(member) });
  await expect(row).toContainText('1500.00');
  await snapConsole(second, 'approvals');
  await row.getByRole('button', { name: /^Aprovar/ }).click();
  await expect(second.getByRole('status')).toContainText('Aprovado: novo saldo 1500.00');

  await desk.getByRole('link', { name: 'Jogadores' }).click();
  await desk.getByLabel('Usuário, celular, e-mail, id ou IP').fill(member);
  await desk.getByRole('button', { name: 'Buscar' }).click();
  await desk.getByRole('link', { name: member }).click();
  await expect(desk.locator('[data-account="main"]')).toContainText('1500.00');

  // The audit log, as the risk operator reads it, names both steps.
  await second.getByRole('link', { name: 'Auditoria' }).click();
  await second.getByRole('textbox', { name: 'Operador' }).fill(financeName);
  await second.getByRole('button', { name: 'Buscar' }).click();
  await expect(second.getByRole('cell', { name: 'POST /admin/api/adjustments', exact: true })).toBeVisible();
  await snapConsole(second, 'audit');
});
