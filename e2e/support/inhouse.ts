import type { FrameLocator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Opens an in-house game from the /inhouse lobby (launchGame → the /game iframe host); answers its frame. */
export async function openInhouseGame(page: Page, name: string): Promise<FrameLocator> {
  await page.goto('/inhouse');
  await page
    .getByRole('button', { name: `Jogar ${name}` })
    .first()
    .click();
  await expect(page).toHaveURL(/\/game$/);
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  return frame;
}
