import { accountMenu, expect, header, openAccountMenu, test } from '../support/accounts.ts';

// Account journey 5: free play opens a trial account (isAgent 4); the member-only actions then
// answer with the warning to use a real account instead of opening.

test('free play gives a trial account; changing its password asks for a real account', async ({
  page,
  isMobile,
  snap,
}) => {
  await page.goto('/');
  // On phones the header button is icon-only; its name stays "Jogar grátis".
  await header(page).getByRole('button', { name: 'Jogar grátis' }).click();

  await expect(accountMenu(page)).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Entrar', exact: true })).toHaveCount(0);
  expect(await page.evaluate(() => window.sessionStorage.getItem('isAgent'))).toBe('4');
  if (!isMobile) {
    await expect(accountMenu(page)).toContainText(/Guest [0-9A-F]{4}/);
    await expect(accountMenu(page)).toContainText('Jogo grátis');
  }

  const menu = await openAccountMenu(page);
  await expect(menu).toContainText('Jogo grátis');
  await snap('free-play-menu');
  await menu.getByRole('menuitem', { name: 'Alterar senha' }).click();

  const warning = page.getByRole('dialog', { name: 'Aviso' });
  await expect(warning).toContainText('Use uma conta real para este recurso.');
  await expect(page.getByRole('dialog', { name: 'Alterar senha' })).toHaveCount(0);
  await snap('free-play-real-account-warning');
  await warning.getByRole('button', { name: 'Entendi' }).click();
  await expect(warning).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Alterar senha' })).toHaveCount(0);
  // Still the trial session.
  await expect(accountMenu(page)).toBeVisible();
});
