import path from 'node:path';
import { generate } from 'otplib';
import type { Browser, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { screenshotDir, takeScreenshots } from './screenshots.ts';

/** The operator console (/admin): a first sign-in, and screenshots in both themes at two sizes. */
const SIZES = [
  { name: '1440x900', width: 1440, height: 900 },
  { name: '1024x768', width: 1024, height: 768 },
];

export async function snapConsole(page: Page, name: string) {
  if (!takeScreenshots) return;
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => {
      localStorage.setItem('arcadia.console.theme', t);
      document.documentElement.dataset.theme = t;
    }, theme);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.screenshot({
        path: path.join(screenshotDir, `console-${name}-${theme}-${size.name}.png`),
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
export async function firstSignIn(browser: Browser, username: string, password: string, screenshots = false) {
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
