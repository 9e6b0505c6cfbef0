import { expect, test } from '../support/accounts.ts';
import { admin } from '../support/admin.ts';
import {
  goTo,
  newMember,
  openFromHeader,
  PAYMENT_PIN,
  pendingDepositId,
  runInWalletProjects,
  setPaymentPassword,
  startDeposit,
} from '../support/wallet.ts';

/*
 * The welcome bonus as a new member meets it (issue 28): the promotions page lists it, the member
 * joins, a first deposit of 50.00 earns a 50.00 bonus, the detail and the member centre show its
 * wagering progress (the reward centre too), and a withdrawal asks before forfeiting it.
 */

runInWalletProjects(180_000);

test('joins the welcome bonus, a first deposit pays it, the progress shows, a withdrawal warns before forfeiting it', async ({
  page,
  isMobile,
  snap,
}, testInfo) => {
  await newMember(page, testInfo, 'promo');
  await page.goto('/promotions');
  const card = page.getByRole('listitem').filter({ hasText: 'Bônus de boas-vindas: 100% até 100,00' });
  await expect(card).toContainText('Aberta para participar');
  await expect(card).toContainText('100% até 100,00');
  await snap('promo-list');
  // The raffle filter shows the demo raffle, not the welcome bonus.
  await page.getByRole('button', { name: 'Sorteio' }).click();
  await expect(card).toBeHidden();
  await expect(page.getByRole('listitem').first()).toBeVisible();
  await page.getByRole('button', { name: 'Todas' }).click();

  await card.getByRole('link', { name: 'Detalhes' }).click();
  await expect(page).toHaveURL(/\/promoDetail\?id=\d+$/);
  await page.getByRole('button', { name: 'Participar' }).click();
  await expect(
    page.getByText('Você está participando. Faça um depósito válido para ganhar a recompensa.'),
  ).toBeVisible();
  await snap('promo-joined');

  const centre = await openFromHeader(page, 'Depositar');
  await startDeposit(centre, /Lumen Bank/, '50');
  const reference = (await centre.getByTestId('deposit-reference').textContent())?.trim() ?? '';
  await admin('deposit:confirm', String(await pendingDepositId(reference)));
  await expect(centre.getByText('Creditado', { exact: true }).first()).toBeVisible({ timeout: 15_000 });
  await goTo(centre, 'Detalhes de bônus', isMobile);
  await expect(centre.getByText('Bônus de 50,00')).toBeVisible();
  await expect(centre.getByRole('progressbar', { name: 'Progresso do rollover: 0%' })).toBeVisible();
  await expect(centre.getByText('0,00 de 250,00 apostados')).toBeVisible();
  await snap('promo-bonus-details');
  // The reward centre gathers it with every other reward: in progress, its bar and its deadline.
  await goTo(centre, 'Central de recompensas', isMobile);
  const inProgress = centre.getByTestId('reward-in-progress');
  await expect(inProgress.getByText('Bônus de boas-vindas')).toBeVisible();
  await expect(inProgress.getByRole('progressbar', { name: '0,00 de 250,00' })).toBeVisible();
  await expect(inProgress.getByText(/Expira em (29d 23h|30d 0h)/)).toBeVisible();
  await snap('promo-reward-centre');
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(page.getByText('A recompensa foi creditada na sua conta.')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Progresso do rollover: 0%' })).toBeVisible();
  await snap('promo-issued');

  // A withdrawal while the bonus is wagered: warned first, then confirmed.
  const form = await openFromHeader(page, 'Sacar');
  await setPaymentPassword(form);
  const add = form.getByRole('form', { name: 'Adicionar conta' });
  await add.getByRole('textbox', { name: 'Nome do banco' }).fill('Banco Aurora');
  await add.getByRole('textbox', { name: 'Nome do titular' }).fill('Maria Teste');
  await add.getByRole('textbox', { name: 'Número da conta' }).fill('0012 3456 7890');
  await add.getByRole('button', { name: 'Salvar conta' }).click();
  await expect(form.getByRole('radio', { name: /Banco Aurora/ })).toBeChecked();
  await form.getByRole('textbox', { name: 'Valor', exact: true }).fill('20');
  await form.getByLabel('Senha de pagamento', { exact: true }).fill(PAYMENT_PIN);
  await form.getByRole('button', { name: 'Solicitar saque' }).click();
  await expect(form.getByRole('alert')).toContainText(
    'Você tem um bônus ainda em rollover. Sacar agora faz você perdê-lo.',
  );
  await expect(form.getByRole('textbox', { name: 'Valor', exact: true })).toHaveValue('20');
  await snap('promo-forfeit-warning');
  await form.getByRole('button', { name: 'Sacar e abrir mão do bônus' }).click();
  await expect(form.getByRole('status').filter({ hasText: 'solicitado' })).toBeVisible();
  await goTo(form, 'Detalhes de bônus', isMobile);
  await expect(form.getByText('Perdido')).toBeVisible();
  await snap('promo-forfeited');
});
