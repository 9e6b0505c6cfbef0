import { expect, header, test } from '../support/accounts.ts';
import { COLOUR_RULES, expectNoAxeViolations } from '../support/axe.ts';
import { snapEveryLook } from '../support/fixtures.ts';
import { openInhouseGame } from '../support/inhouse.ts';
import { fund, newMember, runInWalletProjects } from '../support/wallet.ts';

/*
 * VIP levels as a member meets them (issue 29): a new member's player rank page shows VIP 0 and the
 * 100,00 of growth VIP 1 needs; a Dice stake of 100,00 (its valid bet) crosses the threshold, and
 * the page and the header's label show VIP 1, with the promotion in the history. Screenshots of the
 * page in both themes at both sizes.
 */

runInWalletProjects(150_000);

test('a member crosses the VIP 1 threshold by playing and sees the new level and its label', async ({
  page,
}, testInfo) => {
  const username = await newMember(page, testInfo, 'vip');
  await page.goto('/vip');
  await expect(page.getByRole('heading', { name: 'VIP', level: 1 })).toBeVisible();
  await expect(page.getByText('Próximo nível: VIP 1')).toBeVisible();
  await expect(page.getByText('Faltam 100,00 de crescimento.')).toBeVisible();
  await expect(page.getByRole('table').getByRole('columnheader', { name: /VIP 0/ })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await snapEveryLook(page, 'vip-rank-page');

  await fund(username, '150');
  const game = await openInhouseGame(page, 'Dice');
  await expect(game.getByTestId('balance')).toContainText('150,00');
  await game.getByLabel('Valor da aposta').fill('100');
  await game.getByTestId('bet-button').click();
  await expect(game.getByTestId('nonce')).toHaveText('1');

  // The settled bet reaches VIP through the play record's event delivery (every 2 s).
  await expect(async () => {
    await page.goto('/vip');
    await expect(page.getByRole('table').getByRole('columnheader', { name: /VIP 1/ })).toHaveAttribute(
      'aria-current',
      'true',
      { timeout: 2_000 },
    );
  }).toPass({ timeout: 30_000 });
  await expect(page.getByText('VIP 0 → VIP 1')).toBeVisible();
  await expect(page.getByText('Promovido')).toBeVisible();
  await expect(page.getByText('Próximo nível: VIP 2')).toBeVisible();
  await expect(header(page).getByText('VIP 1', { exact: true }).first()).toBeVisible();
  await snapEveryLook(page, 'vip-promoted');

  // The signed-in page (the site-wide axe sweep sees only the signed-out one), in both themes.
  await expect(page.getByText('Ainda não houve mudanças de nível.')).toHaveCount(0);
  await expectNoAxeViolations(page, '/vip signed in (light)');
  await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
  await expectNoAxeViolations(page, '/vip signed in (dark)', COLOUR_RULES);
});
