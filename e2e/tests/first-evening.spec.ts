import { answerCaptcha, expect, test } from '../support/accounts.ts';
import { fund, newMember, runInWalletProjects } from '../support/wallet.ts';

/*
 * Issue 24, a new player's first evening: one modal at a time after registering (the popup
 * announcement waits for the welcome, then has the focus), and money in the main wallet can be
 * bet on the lottery: the slip refused for the balance moves it there in place.
 */
runInWalletProjects(150_000);

test.describe('after registering', () => {
  test.use({ popupNotice: true });

  test('the welcome and the popup announcement come one at a time, each with the focus', async ({
    page,
    snap,
  }, testInfo) => {
    // Registering lands on home, where the popup announcement comes up by itself: the welcome is first.
    await page.goto('/register');
    const username = `${testInfo.project.name.startsWith('phone') ? 'p' : 'd'}q${Date.now().toString(36)}`;
    const form = page.getByRole('main');
    await form.getByRole('textbox', { name: 'Usuário', exact: true }).fill(username);
    await form.getByRole('textbox', { name: 'Senha', exact: true }).fill('Carteira#2026');
    await form.getByRole('textbox', { name: 'Confirmar senha', exact: true }).fill('Carteira#2026');
    await answerCaptcha(form);
    await form.getByRole('button', { name: 'Criar conta' }).click();
    const welcome = page.getByRole('dialog', { name: 'Boas-vindas' });
    await expect(welcome).toBeVisible();
    // Long past the popup's delay: the welcome is still the only dialog.
    await page.waitForTimeout(4_000);
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await snap('modal-queue-welcome');
    await welcome.getByRole('button', { name: 'Começar a jogar' }).click();

    const notice = page.getByRole('dialog', { name: 'Aviso' });
    await expect(notice.getByRole('heading', { name: 'Bem-vindo ao Arcadia' })).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(notice.locator(':focus')).toHaveCount(1);
    await snap('modal-queue-notice');
    await notice.getByRole('button', { name: 'Entendi' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test('the main wallet money is bet on the lottery: the slip moves it there in place', async ({
  page,
  snap,
}, testInfo) => {
  const username = await newMember(page, testInfo, 'lm');
  await fund(username, '93.90');
  await page.goto('/lottery?gameCode=VNF45S');
  await page.getByRole('tab', { name: 'Đề' }).click();
  const picks = page.getByRole('group', { name: 'Escolhas' });
  for (const n of ['07', '42']) await picks.getByRole('button', { name: n, exact: true }).click();
  await page.getByRole('button', { name: 'Adicionar 2 linhas' }).click();
  const slip = page.getByRole('region', { name: /Bilhete/ });
  await slip.getByRole('button', { name: 'Apostar' }).click();
  await expect(slip.getByRole('alert')).toBeVisible();
  const move = slip.getByRole('button', { name: /Mover \$\s?93,90 da carteira principal para a loteria/ });
  await expect(move).toBeVisible();
  await snap('lottery-move-in-place');
  await move.click();
  await expect(slip.getByRole('status')).toContainText('Transferido');
  await slip.getByRole('button', { name: 'Apostar' }).click();
  await expect(slip).toContainText('2 linhas apostadas');
  await expect(page.getByTestId('lottery-wallet')).toContainText('91,90');
});
