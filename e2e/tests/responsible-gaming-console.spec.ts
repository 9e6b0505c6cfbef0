import path from 'node:path';
import type { Page } from '@playwright/test';
import { admin } from '../support/admin.ts';
import { answerCaptcha, freshUsername } from '../support/accounts.ts';
import { firstSignIn, snapConsole } from '../support/console.ts';
import { screenshotDir, takeScreenshots } from '../support/screenshots.ts';
import { expect, snapEveryLook, test } from '../support/fixtures.ts';
import { newMember, PASSWORD } from '../support/wallet.ts';

/*
 * The console's responsible-gaming page (issue 30): a support operator makes the brand a 21+
 * licence with the agreement box unticked and a deposit-limit prompt at registration; the
 * registration page shows both and the welcome asks for a deposit limit; the operator finds a
 * member, adds a 30-day restriction and sees a shorter one refused. The brand settings change the
 * site for every visitor, so this runs with the site-wide specs, and puts the defaults back.
 */
test('an operator sets the brand’s age and agreement default, the register page follows, and a restriction cannot be shortened', async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop-light site-wide', 'one run, with the site-wide specs');
  test.setTimeout(240_000);
  const member = await newMember(page, testInfo, 'rgc');
  const operatorName = freshUsername('rgop', testInfo);
  const operator = JSON.parse(await admin('operator:create', operatorName, '--role', 'risk', '--json')) as {
    password: string;
  };
  const { page: desk } = await firstSignIn(browser, operatorName, operator.password);
  await desk.getByRole('link', { name: 'Jogo responsável' }).click();
  await expect(desk.getByRole('heading', { name: 'Jogo responsável', level: 1 })).toBeVisible();
  try {
    await saveSettings(desk, { age: '21', ticked: false, prompt: 'registration' });

    // The registration page: 21+, the agreement box unticked, the welcome asks for a deposit limit.
    await page.context().clearCookies();
    await page.evaluate(() => sessionStorage.clear());
    await page.goto('/register');
    const form = page.getByRole('main');
    const agreement = form.getByRole('checkbox', { name: /Tenho mais de 21 anos/ });
    await expect(agreement).not.toBeChecked();
    await expect(form.getByRole('button', { name: 'Criar conta' })).toBeDisabled();
    await snapEveryLook(page, 'rg-register-21');
    const second = freshUsername('rgw', testInfo);
    await form.getByRole('textbox', { name: 'Usuário', exact: true }).fill(second);
    await form.getByRole('textbox', { name: 'Senha', exact: true }).fill(PASSWORD);
    await form.getByRole('textbox', { name: 'Confirmar senha', exact: true }).fill(PASSWORD);
    await answerCaptcha(form);
    await agreement.check();
    await form.getByRole('button', { name: 'Criar conta' }).click();
    const welcome = page.getByRole('dialog', { name: 'Boas-vindas' });
    await expect(welcome.getByRole('heading', { name: 'Definir um limite de depósito?' })).toBeVisible();
    await snapEveryLook(page, 'rg-welcome-prompt');
    await welcome.getByRole('button', { name: 'Agora não' }).click();
    await expect(welcome.getByRole('heading', { name: 'Definir um limite de depósito?' })).toBeHidden();

    // The member's page in the console: a 30-day restriction, then a shorter one refused.
    await desk.getByLabel('Usuário do membro').fill(member);
    await desk.getByRole('button', { name: 'Buscar' }).click();
    await expect(desk.getByRole('heading', { name: member })).toBeVisible();
    await expect(desk.getByTestId('rg-exclusion')).toHaveText('Nenhuma em vigor');
    await desk.getByLabel('Dias (vazio: indefinida)').fill('30');
    await desk.getByLabel('Motivo').fill('Pedido por telefone');
    await desk.getByRole('button', { name: 'Adicionar restrição' }).click();
    await expect(desk.getByText('Restrição adicionada.')).toBeVisible();
    await expect(desk.getByTestId('rg-exclusion')).toContainText('Restrição do operador');
    await desk.getByLabel('Dias (vazio: indefinida)').fill('5');
    await desk.getByRole('button', { name: 'Adicionar restrição' }).click();
    await expect(desk.getByRole('alert')).toContainText('não pode ser encurtada');
    await expect(desk.getByRole('row', { name: /Restrição do operador/ })).toHaveCount(1);
    await snapConsole(desk, 'responsible-gaming');
    // The brand's settings sit below the member: the card itself, in both themes.
    const settingsCard = desk.getByRole('form', { name: 'Configurações da marca' });
    for (const theme of takeScreenshots ? (['light', 'dark'] as const) : []) {
      await desk.evaluate((t) => (document.documentElement.dataset.theme = t), theme);
      await settingsCard.screenshot({
        path: path.join(screenshotDir, `console-responsible-gaming-settings-${theme}.png`),
      });
    }
    await desk.evaluate(() => (document.documentElement.dataset.theme = 'light'));
  } finally {
    await saveSettings(desk, { age: '18', ticked: true, prompt: 'off' });
  }
});

async function saveSettings(desk: Page, s: { age: string; ticked: boolean; prompt: string }) {
  await desk.getByLabel('Idade mínima (cadastro)').selectOption(s.age);
  await desk.getByLabel('Caixa do contrato marcada por padrão').setChecked(s.ticked);
  await desk.getByLabel('Pedir um limite de depósito').selectOption(s.prompt);
  const saved = desk.waitForResponse(
    (r) => r.url().endsWith('/admin/api/responsible-gaming/settings') && r.request().method() === 'PUT',
  );
  await desk.getByRole('button', { name: 'Salvar configurações' }).click();
  expect((await saved).status()).toBe(200);
  await expect(desk.getByText('Configurações salvas.')).toBeVisible();
}
