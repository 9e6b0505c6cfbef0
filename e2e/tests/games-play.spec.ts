import type { FrameLocator, Page } from '@playwright/test';
import { expect, header, openAccountMenu, test } from '../support/accounts.ts';
import { snapEveryLook } from '../support/fixtures.ts';
import {
  dollars,
  expectBalance,
  headerBalance,
  memberCentre,
  newFundedMember,
  refreshUntil,
  runInWalletProjects,
} from '../support/wallet.ts';

/*
 * Playing an external game: a member launches a Pixel Grove slot (a seamless vendor routed through
 * the built-in sandbox aggregator, which calls our Hub88 wallet over HTTP), plays three rounds in
 * the /game host, and the header balance moves by exactly the net of those rounds; the rounds are
 * in the betting record and the game in recent games. A free-play account plays on demo credit.
 */

// Four more screenshots of the profit and loss page (both themes, both sizes) than the other journeys.
runInWalletProjects(150_000);

/** Opens the first game of a vendor tab in the /game host; returns the game's frame and name. */
async function launchFirstGame(page: Page, vendor: string): Promise<{ game: FrameLocator; name: string }> {
  await page.goto(`/rng?page=${vendor}`);
  const first = page.getByRole('list', { name: 'Jogos' }).getByRole('listitem').first().getByRole('button').first();
  const name = (await first.getAttribute('aria-label'))!.replace(/^Jogar /, '');
  const art = await first.locator('img').getAttribute('src');
  await first.click();
  await expect(page).toHaveURL(/\/game$/);
  const game = page.frameLocator('iframe');
  await expect(game.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 20_000 });
  // The sandbox game page shows this game's own card (issue 24, item 10), not a shared picture.
  await expect(game.getByRole('img', { name, exact: true })).toHaveAttribute('src', art!);
  return { game, name };
}

/** Spins `rounds` times at the default stake; returns the net (payouts minus stakes) in cents. */
async function spin(game: FrameLocator, rounds: number): Promise<number> {
  const list = game.getByRole('list', { name: 'Rounds' }).getByRole('listitem');
  for (let round = 1; round <= rounds; round++) {
    await game.getByRole('button', { name: 'Spin' }).click();
    await expect(list).toHaveCount(round);
  }
  let net = 0;
  for (const line of await list.allTextContents()) {
    const [, stake, paid] = /Stake ([\d.]+) → paid ([\d.]+)/.exec(line) ?? [];
    expect(stake, line).toBeDefined();
    net += Math.round(Number(paid) * 100) - Math.round(Number(stake) * 100);
  }
  return net;
}

/** 12345 cents → "123,45" as the Portuguese header writes it. */
const ptCents = (cents: number) =>
  new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);

test('three rounds of a sandbox-aggregator slot move the balance by exactly the net, and show in the records', async ({
  page,
  snap,
  isMobile,
}, testInfo) => {
  await newFundedMember(page, testInfo, 100, 'play');

  const { game, name } = await launchFirstGame(page, 'PXG');
  await expect(game.locator('#balance')).toHaveText(/100\.00$/);
  const net = await spin(game, 3);
  const after = 10_000 + net;
  await expect(game.locator('#balance')).toHaveText(new RegExp(`${(after / 100).toFixed(2).replace('.', '\\.')}$`));
  await snap('games-play-sandbox');
  // The header (the /game host keeps it) reads the same wallet the game moved.
  await refreshUntil(page, ptCents(after));
  await expect(headerBalance(page)).toHaveText(dollars(ptCents(after)));

  // The betting record lists the three rounds, settled, with the game's name.
  await page.goto('/');
  await (await openAccountMenu(page)).getByRole('menuitem', { name: 'Registro de apostas' }).click();
  const centre = memberCentre(page);
  const rows = isMobile
    ? centre.getByRole('list', { name: 'Minhas apostas' }).getByRole('listitem')
    : centre.getByRole('table', { name: 'Minhas apostas' }).locator('tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toContainText(name);
  await snap('games-play-bet-record');

  // Personal profit and loss (from the daily roll-ups) shows the same win/loss as the record's totals.
  const winLoss = centre.locator('div:has(> dt:text-is("Ganho/perda")) > dd').first();
  const recordWinLoss = (await winLoss.textContent())!.trim();
  expect(recordWinLoss).toBe(net === 0 ? '0,00' : `${net > 0 ? '+' : '-'}${ptCents(Math.abs(net))}`);
  if (isMobile) await centre.getByRole('button', { name: 'Voltar ao menu' }).click();
  await centre
    .getByRole('navigation', { name: 'Menu do centro do membro' })
    .getByRole('button', { name: 'Lucros e perdas' })
    .click();
  await expect(centre.getByRole('group', { name: 'Período' }).getByRole('button', { name: 'Hoje' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const byCategory = centre.getByRole('table', { name: 'Por categoria de jogo' });
  await expect(byCategory.locator('tbody tr')).toHaveCount(1);
  await expect(byCategory).toContainText('· 3');
  await expect(winLoss).toHaveText(recordWinLoss);
  // This journey runs in desktop-light only (CI): the profit and loss page in both themes, both sizes.
  if (isMobile) await snap('games-play-profit-loss');
  else await snapEveryLook(page, 'games-play-profit-loss');
  await expect(winLoss).toHaveText(recordWinLoss);
  await page.keyboard.press('Escape');
  await expect(centre).toBeHidden();

  // Home shows it under the member's recent games.
  const recent = page.getByRole('region', { name: 'Jogados recentemente' });
  await expect(recent.getByRole('button', { name: `Jogar ${name}` })).toBeVisible();
  await snap('games-play-recent');
  await expect(header(page)).toBeVisible();
});

test('a free-play account plays a demo game on its demo credit', async ({ page, snap }) => {
  await page.goto('/');
  await header(page).getByRole('button', { name: 'Jogar grátis' }).click();
  await expectBalance(page, '2.000,00');
  const { game } = await launchFirstGame(page, 'PXG');
  await expect(game.locator('#balance')).toHaveText(/2000\.00$/);
  const net = await spin(game, 2);
  await expect(game.locator('#balance')).toHaveText(
    new RegExp(`${((200_000 + net) / 100).toFixed(2).replace('.', '\\.')}$`),
  );
  await snap('games-play-trial');
  await refreshUntil(page, ptCents(200_000 + net));
});
