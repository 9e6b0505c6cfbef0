import { expect, header, test } from '../support/accounts.ts';
import { followServerClock, moveServerClock } from '../support/clock.ts';
import { snapEveryLook } from '../support/fixtures.ts';
import { openInhouseGame } from '../support/inhouse.ts';
import { fund, goTo, memberCentre, newMember, openFromHeader } from '../support/wallet.ts';

/*
 * The reality check during play (issue 30): a member asks for a reminder every 30 minutes, plays
 * Dice, and half an hour later (the server's clock and the page's moved, in the `desktop-light
 * clock` project) the game is interrupted by the session's time, stakes and net result; it keeps
 * playing. With a session time limit of 60 minutes, the next half hour ends play: the dialog says
 * so (the server refuses stakes from then), and "stop playing" signs the member out. Screenshots in every look.
 */
const MINUTE = 60_000;

test('a reality check every 30 minutes shows the session’s play; the session time limit ends it', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await followServerClock(page.context());
  const username = await newMember(page, testInfo, 'rc');
  await fund(username, '50');

  const openLimits = async () => {
    await expect(header(page).getByRole('button', { name: 'Depositar', exact: true })).toBeVisible();
    const centre = await openFromHeader(page, 'Depositar');
    await goTo(centre, 'Jogo responsável', false);
    await expect(centre.getByRole('heading', { name: 'Meus limites' })).toBeVisible();
    return centre;
  };
  let centre = await openLimits();
  await centre.getByLabel('Lembrar a cada').selectOption('30');
  await expect(centre.getByText('Salvo.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(memberCentre(page)).toBeHidden();

  const game = await openInhouseGame(page, 'Dice');
  await expect(game.getByTestId('balance')).toContainText('50,00');
  await game.getByLabel('Valor da aposta').fill('2');
  await game.getByTestId('bet-button').click();
  await expect(game.getByTestId('balance')).not.toContainText('50,00');
  const balance = Number((await game.getByTestId('balance').textContent())!.replace(/[^\d,]/g, '').replace(',', '.'));
  const net = (balance - 50).toLocaleString('pt-BR', { minimumFractionDigits: 2, signDisplay: 'exceptZero' });

  // Half an hour of play later the check interrupts the game, over its frame.
  await moveServerClock({ advanceMs: 30 * MINUTE + 5_000 }, page.context());
  const check = page.getByRole('dialog', { name: 'Verificação de realidade' });
  await expect(check).toBeVisible({ timeout: 20_000 });
  // The session began at registration, before the funding and the round: on a busy machine that
  // is a minute or two of real time on top of the half hour the clock moved.
  await expect(check).toContainText(/Você está jogando há 3[0-3] minutos\./);
  const figures = check.getByTestId('reality-check-figures');
  await expect(figures).toContainText('Apostado2,00');
  await expect(figures).toContainText('Apostas1');
  await expect(figures).toContainText(`Resultado líquido nesta sessão${net}`);
  await snapEveryLook(page, 'rg-reality-check');
  await check.getByRole('button', { name: 'Continuar jogando' }).click();
  await expect(check).toBeHidden();

  // A session time limit of 60 minutes: the next half hour ends play.
  await page.goto('/');
  centre = await openLimits();
  await centre.getByLabel('Limite', { exact: true }).selectOption('session');
  await centre.getByLabel('Minutos', { exact: true }).fill('60');
  await centre.getByRole('button', { name: 'Salvar limite' }).click();
  await expect(centre.getByText('Salvo.')).toBeVisible();
  await page.keyboard.press('Escape');
  await openInhouseGame(page, 'Dice');
  await moveServerClock({ advanceMs: 30 * MINUTE }, page.context());
  const over = page.getByRole('dialog', { name: 'Limite de tempo da sessão atingido' });
  await expect(over).toBeVisible({ timeout: 20_000 });
  await expect(over).toContainText('limite de tempo de sessão de 60 min');
  await snapEveryLook(page, 'rg-session-over');
  await over.getByRole('button', { name: 'Parar de jogar' }).click();
  await expect(over).toBeHidden();
  await expect(header(page).getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
});
