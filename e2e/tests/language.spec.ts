import { expect, test } from '../support/fixtures.ts';

// Journey (b): the demo brand speaks Portuguese by default and offers English; choosing English
// translates the page, sets <html lang> and is remembered across reloads.

test('switching the language from Portuguese to English changes the texts', async ({ page, isMobile, snap }) => {
  await page.goto('/');
  const html = page.locator('html');
  const header = page.getByRole('banner');
  await expect(html).toHaveAttribute('lang', 'pt');
  await expect(header.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Jogo responsável');

  // On phones the picker lives in the side-menu drawer; on desktop in the side menu too (the
  // header leaves it out where the side menu stands, so it is met once in the keyboard order).
  const sideMenu = page.getByRole('complementary');
  let menuRoot = sideMenu;
  if (isMobile) {
    await header.getByRole('button', { name: 'Abrir menu' }).click();
    menuRoot = page.getByRole('dialog', { name: 'Navegação principal' });
  }
  await menuRoot.getByRole('button', { name: 'Idioma: Português' }).click();
  const picker = page.getByRole('dialog', { name: 'Idioma' });
  await expect(picker).toBeVisible();
  await expect(picker.getByRole('button', { name: /^Português/ })).toHaveAttribute('aria-current', 'true');
  await picker.getByRole('button', { name: /^English/ }).click();
  await expect(picker).toBeHidden();

  await expect(html).toHaveAttribute('lang', 'en');
  if (isMobile) {
    const drawer = page.getByRole('dialog', { name: 'Main navigation' });
    // The drawer stays open under the picker, now translated.
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Promotions' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Language: English' })).toBeVisible();
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();
  } else {
    await expect(
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Promotions' }),
    ).toBeVisible();
    await expect(sideMenu.getByRole('button', { name: 'Language: English' })).toBeVisible();
  }
  await expect(header.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Entrar', exact: true })).toHaveCount(0);
  await expect(page.getByRole('contentinfo', { name: 'Site footer' })).toContainText('Responsible gaming');
  await expect(page).toHaveTitle(/Home · Arcadia Demo/);
  await snap('language');

  // The choice survives a reload.
  await page.reload();
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(header.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
});
