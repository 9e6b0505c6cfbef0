import { expect, openAccountMenu, test } from '../support/accounts.ts';
import { openInhouseGame } from '../support/inhouse.ts';
import { fund, memberCentre, newMember, runInWalletProjects } from '../support/wallet.ts';

/*
 * In-house Dice: a member opens Dice from the /inhouse lobby (launchGame → /game iframe), plays
 * three rounds, rotates the seed, and the verifier opened from the last bets and from the betting
 * record shows the same three rolls.
 */

runInWalletProjects(120_000);

test('three Dice rounds, rotate the seed, and the verifier recomputes the same rolls', async ({
  page,
  snap,
}, testInfo) => {
  const username = await newMember(page, testInfo, 'dice');
  await fund(username, '100');
  const game = await openInhouseGame(page, 'Dice');
  await expect(game.getByTestId('balance')).toContainText('100,00');
  const commitment = await game.getByTestId('commitment').textContent();

  for (let round = 1; round <= 3; round++) {
    await game.getByTestId('bet-button').click();
    await expect(game.getByTestId('nonce')).toHaveText(String(round));
  }
  await expect(game.getByTestId('bet-summary')).toHaveCount(3);
  const rolls = await game.getByTestId('bet-summary').allTextContents();
  await snap('inhouse-dice');

  await game.getByRole('button', { name: /Trocar semente/ }).click();
  await expect(game.getByTestId('revealed-seed')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(game.getByTestId('commitment')).not.toHaveText(commitment!);
  await expect(game.getByTestId('nonce')).toHaveText('0');
  await expect(game.getByRole('link', { name: 'Verificar', exact: true })).toHaveCount(3);
  await snap('inhouse-dice-rotated');

  // Newest first: the last line is nonce 0.
  for (const [index, roll] of rolls.entries()) {
    const [verifier] = await Promise.all([
      page.context().waitForEvent('page'),
      game.getByRole('link', { name: 'Verificar', exact: true }).nth(index).click(),
    ]);
    await expect(verifier.getByTestId('fair-outcome')).toContainText(roll);
    if (index === 0) await snap('inhouse-dice-verifier', verifier);
    await verifier.close();
  }

  // The betting record links each in-house line to the verifier too (newest first, as the rolls).
  const openRecord = async () => {
    await page.goto('/');
    await (await openAccountMenu(page)).getByRole('menuitem', { name: 'Registro de apostas' }).click();
    const centre = memberCentre(page);
    await expect(centre.getByRole('link', { name: 'Verificar' })).toHaveCount(rolls.length);
    return centre;
  };
  await openRecord();
  await snap('inhouse-dice-bet-record');
  for (const [index, roll] of rolls.entries()) {
    const centre = index === 0 ? memberCentre(page) : await openRecord();
    await centre.getByRole('link', { name: 'Verificar' }).nth(index).click();
    await expect(page.getByTestId('fair-outcome')).toContainText(roll);
  }
});
