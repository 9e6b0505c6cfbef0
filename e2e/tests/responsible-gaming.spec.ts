import { expect, header, test } from '../support/accounts.ts';
import { openInhouseGame } from '../support/inhouse.ts';
import { fund, goTo, memberCentre, newMember, openFromHeader, runInWalletProjects } from '../support/wallet.ts';

/*
 * Responsible gaming as a member meets it (issue 30): a daily loss limit set in the member centre
 * stops a Dice stake that could cross it, with the message naming the limit; raising it waits 24
 * hours; a time-out closes play at once.
 */

runInWalletProjects(150_000);

test('a loss limit refuses the stake that could cross it, a raise waits a day, a time-out stops play', async ({
  page,
  isMobile,
  snap,
}, testInfo) => {
  const username = await newMember(page, testInfo, 'rg');
  await fund(username, '50');
  const openLimits = async () => {
    // The header's own deposit button on a desktop (phones use the avatar menu): wait for the header.
    if (!isMobile) await expect(header(page).getByRole('button', { name: 'Depositar', exact: true })).toBeVisible();
    const centre = await openFromHeader(page, 'Depositar');
    await goTo(centre, 'Jogo responsável', isMobile);
    await expect(centre.getByRole('heading', { name: 'Meus limites' })).toBeVisible();
    return centre;
  };

  let centre = await openLimits();
  await centre.getByLabel('Limite', { exact: true }).selectOption('loss');
  await centre.getByLabel('Período', { exact: true }).selectOption('day');
  await centre.getByLabel('Valor', { exact: true }).fill('5');
  await centre.getByRole('button', { name: 'Salvar limite' }).click();
  await expect(centre.getByText('Salvo.')).toBeVisible();
  await expect(centre.getByRole('listitem').filter({ hasText: 'Perdas · 24 horas' })).toContainText('5,00');
  await snap('rg-loss-limit');
  await page.keyboard.press('Escape');
  await expect(memberCentre(page)).toBeHidden();

  // A stake of 10.00 could lose more than the 5.00 the day allows: refused, nothing moves.
  const game = await openInhouseGame(page, 'Dice');
  await expect(game.getByTestId('balance')).toContainText('50,00');
  await game.getByLabel('Valor da aposta').fill('10');
  await game.getByTestId('bet-button').click();
  await expect(game.getByTestId('bet-error')).toContainText('limite de perdas de 24 horas');
  await expect(game.getByTestId('balance')).toContainText('50,00');
  await snap('rg-stake-refused');

  // Raising the limit waits 24 hours before it can be confirmed.
  await page.goto('/');
  centre = await openLimits();
  await centre.getByLabel('Limite', { exact: true }).selectOption('loss');
  await centre.getByLabel('Período', { exact: true }).selectOption('day');
  await centre.getByLabel('Valor', { exact: true }).fill('100');
  await centre.getByRole('button', { name: 'Salvar limite' }).click();
  const loss = centre.getByRole('listitem').filter({ hasText: 'Perdas · 24 horas' });
  await expect(loss).toContainText(/Aumento para .*100,00 aguardando/);
  await expect(loss).toContainText(/Você pode confirmar em 2[34] h/);
  await snap('rg-raise-waits');

  // A 24-hour time-out starts at once: launching a game is refused with the reason.
  const timeOut = centre.locator('form').filter({ has: page.getByRole('button', { name: 'Iniciar a pausa' }) });
  await timeOut.getByRole('checkbox', { name: /Entendo que isto começa agora/ }).check();
  await timeOut.getByRole('button', { name: 'Iniciar a pausa' }).click();
  await expect(centre.getByText(/Sua conta está fechada para apostas e depósitos até/).first()).toBeVisible();
  await snap('rg-time-out');
  await page.keyboard.press('Escape');
  await expect(memberCentre(page)).toBeHidden();

  await page.goto('/inhouse');
  await page.getByRole('button', { name: 'Jogar Dice' }).first().click();
  await expect(page.getByText(/fechada para apostas e depósitos/).first()).toBeVisible();
  await expect(page).not.toHaveURL(/\/game$/);
  await snap('rg-launch-refused');
});
