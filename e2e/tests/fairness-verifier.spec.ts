import { expect, test } from '../support/fixtures.ts';

// The public verifier: reached from the footer without an account, it recomputes a Dice roll from
// the worked example (the package's known-answer vector) and shows the steps. A layout page, so it
// runs in all four projects; it is short.

test('the footer opens the verifier, which recomputes a Dice roll and its steps in the browser', async ({
  page,
  snap,
}) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Verificador de justiça' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verificador de jogo justo' })).toBeVisible();
  await page.getByRole('button', { name: 'Carregar um exemplo resolvido' }).click();
  const outcome = page.getByTestId('fair-outcome');
  // Known answer: nonce 2 of the vector seeds rolls 33.96, a win under 50.00 at 1.9800×.
  await expect(outcome).toContainText('33.96');
  await expect(outcome).toContainText('Vitória · 1.9800×');
  await expect(page.getByTestId('fair-commitment')).toHaveText(
    '0028aa3425fa103a29a9caf1038764b353ce11591c6218c8efdc7575cb946ca8',
  );
  await expect(page).toHaveURL(/game=dice.*nonce=2/);
  await snap('fairness-verifier-dice');

  await page.getByLabel('Jogo', { exact: true }).selectOption('mines');
  await page.getByRole('button', { name: 'Carregar um exemplo resolvido' }).click();
  await expect(outcome.getByText('Mina')).toHaveCount(3);
  await snap('fairness-verifier-mines');
});
