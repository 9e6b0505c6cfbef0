import { header, test, expect } from '../support/accounts.ts';
import { admin } from '../support/admin.ts';
import { newMember, openFromHeader, pendingDepositId, startDeposit } from '../support/wallet.ts';

/*
 * The wallet's layout defect a first visitor found, checked in all four projects (both sizes,
 * both themes): the unread badge sits beside the avatar. The rest of what that visitor found (the
 * account record, channel names, dates) is in wallet-record.spec.ts, in two projects.
 */

test('an unread message shows its count beside the avatar, not on it', async ({ page, snap }, testInfo) => {
  test.setTimeout(90_000);
  await newMember(page, testInfo);
  const centre = await openFromHeader(page, 'Depositar');
  await startDeposit(centre, /Lumen Bank/, '50');
  const reference = (await centre.getByTestId('deposit-reference').textContent())?.trim() ?? '';
  await admin('deposit:confirm', String(await pendingDepositId(reference)));
  await expect(centre.getByText('Creditado', { exact: true }).first()).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Escape');

  const badge = header(page).getByTestId('unread-badge');
  await expect(badge).toHaveText(/1$/, { timeout: 15_000 });
  const [badgeBox, avatarBox] = await Promise.all([
    badge.boundingBox(),
    header(page).getByRole('button', { name: 'Menu da conta' }).locator('img').boundingBox(),
  ]);
  expect(badgeBox!.x).toBeGreaterThanOrEqual(avatarBox!.x + avatarBox!.width);
  await snap('wallet-header-unread');
});
