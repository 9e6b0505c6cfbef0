import { expect, test } from '../support/fixtures.ts';

// Journey (a): the portal frame on the home page — header, side menu (a drawer on phones), main
// content and footer — in the project's theme and size. Portuguese is the demo brand's default.

test('home renders the shell: header, side menu, main and footer', async ({ page, isMobile, theme, snap }) => {
  await page.goto('/');

  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await expect(page).toHaveTitle(/Início · Arcadia Demo/);

  const header = page.getByRole('banner');
  await expect(header).toBeVisible();
  await expect(header.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  const themeSwitch = header.getByRole('switch', {
    name: theme === 'dark' ? 'Mudar para o tema claro' : 'Mudar para o tema escuro',
  });
  await expect(themeSwitch).toHaveAttribute('aria-checked', theme === 'dark' ? 'true' : 'false');

  await expect(page.getByRole('main')).toBeAttached();
  const footer = page.getByRole('contentinfo', { name: 'Rodapé' });
  await expect(footer).toBeVisible();
  await expect(footer.getByRole('heading', { name: 'Jogo responsável' })).toBeVisible();
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Arcadia Demo. Todos os direitos reservados.`);

  const mainNav = page.getByRole('navigation', { name: 'Navegação principal' });
  if (isMobile) {
    // The side menu is a drawer: hidden until the menu button opens it.
    await expect(mainNav).toBeHidden();
    await snap('home');

    await header.getByRole('button', { name: 'Abrir menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navegação principal' });
    await expect(drawer).toBeVisible();
    const drawerNav = drawer.getByRole('navigation', { name: 'Navegação principal' });
    await expect(drawerNav.getByRole('link', { name: 'Início' })).toHaveAttribute('aria-current', 'page');
    await expect(drawerNav.getByRole('link', { name: 'Promoções' })).toBeVisible();
    await snap('home-drawer');

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  } else {
    await expect(mainNav).toBeVisible();
    await expect(mainNav.getByRole('link', { name: 'Início' })).toHaveAttribute('aria-current', 'page');
    await expect(mainNav.getByRole('link', { name: 'Promoções' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeHidden();
    await snap('home');
  }
});

test('the theme switch flips the theme and remembers it', async ({ page, theme }) => {
  const other = theme === 'dark' ? 'light' : 'dark';
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', theme);

  await page.getByRole('banner').getByRole('switch').click();
  await expect(html).toHaveAttribute('data-theme', other);
  await expect(page.getByRole('banner').getByRole('switch')).toHaveAttribute(
    'aria-checked',
    other === 'dark' ? 'true' : 'false',
  );
  expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe(other);

  await page.reload();
  await expect(html).toHaveAttribute('data-theme', other);
});
