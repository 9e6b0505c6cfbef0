import { expect, freshUsername, registerByUsername, test } from '../support/accounts.ts';
import { admin } from '../support/admin.ts';
import { axeViolations } from '../support/axe.ts';
import { snapEveryLook } from '../support/fixtures.ts';
import { memberCentre, openFromHeader } from '../support/wallet.ts';

/*
 * Missions (issue 28): a new member's first sign-in (registering signs in) completes the demo's
 * daily "Sign in today"; the member centre's mission entry carries the badge, the page shows every mission's progress and
 * clock, the claim pays 0,50 into the wallet once, and the daily race ranks the member.
 */

test.beforeEach(({ theme: _theme }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop-light', 'one journey: desktop-light (screenshots of every look)');
  test.setTimeout(300_000);
});

test('a member completes a daily mission and sees the leaderboard', async ({ page }, testInfo) => {
  // A member of its own, so a retry starts from an unclaimed mission too.
  const username = freshUsername('mission', testInfo);
  await registerByUsername(page, username, 'Player#2026');
  await openFromHeader(page, 'Depositar');
  const centre = memberCentre(page);
  const entry = centre.locator('button[data-page="missionLeaderboard"]');
  await expect(entry.getByTestId('mission-badge')).toHaveText(/1$/);
  await entry.click();
  await expect(centre.getByRole('heading', { level: 2, name: 'Missões' })).toBeVisible();

  const checkIn = centre.locator('article[data-mission="daily-check-in"]');
  await expect(checkIn).toContainText('Entre hoje');
  await expect(checkIn).toContainText('Pronta para resgatar');
  await expect(checkIn.getByRole('progressbar', { name: 'Entre hoje: 100% concluído' })).toBeVisible();
  const rounds = centre.locator('article[data-mission="daily-rounds"]');
  await expect(rounds.getByRole('progressbar', { name: 'Jogue 10 rodadas: 0% concluído' })).toBeVisible();
  await expect(rounds).toContainText('0 / 10');
  await expect(centre.getByText(/Reinicia em \d+d \d+h \d+min/).first()).toBeVisible();
  await expect(centre.getByTestId('mission-ready')).toHaveText('Prontas para resgatar: 1');
  await snapEveryLook(page, 'missions-ready');

  await checkIn.getByRole('button', { name: /Resgatar 0,50/ }).click();
  await expect(checkIn.getByRole('status')).toHaveText('0,50 adicionado à sua carteira.');
  await expect(checkIn).toContainText('Resgatada');
  await expect(entry.getByTestId('mission-badge')).toHaveCount(0);
  await expect(centre.getByTestId('mission-ready')).toHaveCount(0);

  const board = centre.getByRole('list', { name: 'Classificação' });
  const me = board.locator('li[aria-current="true"]');
  await expect(me).toContainText('(Você)');
  await expect(me).toContainText('5');
  await expect(centre.getByTestId('my-rank')).toHaveText(/Sua posição: #\d+ com 5 pontos/);
  await expect(centre.getByText('Corrida diária de missões')).toBeVisible();
  await me.scrollIntoViewIfNeeded();
  await snapEveryLook(page, 'missions-leaderboard');
  expect(await axeViolations(page)).toEqual([]);
  await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
  expect(await axeViolations(page)).toEqual([]);

  await page.keyboard.press('Escape');
  // The operator sees the same standings and the claim paid.
  expect(await admin('mission:standings', '1', '--json')).toContain(username);
  const missions = JSON.parse(await admin('mission:list', '--json')) as { list: { code: string; claims: number }[] };
  expect(missions.list.find((m) => m.code === 'daily-check-in')?.claims).toBe(1);
});
