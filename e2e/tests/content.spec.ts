import { expect, test } from '../support/fixtures.ts';

/*
 * Content journeys: the home banner slider (autoplay, a click follows its linkage), the popup
 * announcement once per session, the announcement modal's pages, the app download QR codes and
 * the feedback form refusing too few words. Portuguese is the demo brand's default.
 */

test('the home banner autoplays and a click follows its linkage', async ({ page, snap }) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Destaques' });
  await expect(banner.getByRole('img', { name: 'Welcome to Arcadia' })).toBeVisible();
  await snap('content-banner');
  const dots = banner.getByRole('group', { name: 'Páginas do banner' });
  await expect(dots.getByRole('button', { name: 'Mostrar banner 1' })).toHaveAttribute('aria-current', 'true');
  // 5000 ms later the slider moves on by itself to the second banner.
  await expect(dots.getByRole('button', { name: 'Mostrar banner 2' })).toHaveAttribute('aria-current', 'true', {
    timeout: 9_000,
  });
  await dots.getByRole('button', { name: 'Mostrar banner 3' }).click();
  await expect(dots.getByRole('button', { name: 'Mostrar banner 3' })).toHaveAttribute('aria-current', 'true');
  await banner.getByRole('link', { name: 'Play in-house games' }).click();
  await expect(page).toHaveURL(/\/inhouse$/);
});

test.describe('with the popup announcement', () => {
  test.use({ popupNotice: true });

  test('the popup shows once per session and the announcements paginate and open', async ({ page, snap, isMobile }) => {
    await page.goto('/');
    const popup = page.getByRole('dialog', { name: 'Aviso' });
    await expect(popup.getByRole('heading', { name: 'Welcome to Arcadia' })).toBeVisible({ timeout: 8_000 });
    await snap('content-popup');
    await popup.getByRole('button', { name: 'Todos os avisos' }).click();

    const notices = page.getByRole('dialog', { name: 'Avisos' });
    await expect(notices.getByRole('heading', { name: 'Welcome to Arcadia' })).toBeVisible();
    // Phones show the list or one notice at a time.
    if (isMobile) await notices.getByRole('button', { name: 'Voltar à lista' }).click();
    const list = notices.getByRole('list', { name: 'Lista de avisos' });
    await expect(list.getByRole('listitem')).toHaveCount(9);
    await expect(list.getByRole('button').first()).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    await notices.getByRole('button', { name: 'Página 2' }).click();
    await expect(notices.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await list.getByRole('button', { name: /Responsible gaming/ }).click();
    await expect(notices.getByRole('heading', { name: 'Responsible gaming' })).toBeVisible();
    await expect(notices.getByRole('article')).toContainText('18 or older');
    await snap('content-notices');
    await page.keyboard.press('Escape');

    // Same session: a reload does not show it again.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Destaques' })).toBeVisible();
    await page.waitForTimeout(4_000);
    await expect(page.getByRole('dialog', { name: 'Aviso' })).toHaveCount(0);
  });
});

test('the app download page shows the QR codes of the Android app and the iOS profile', async ({ page, snap }) => {
  await page.goto('/down');
  await expect(page.locator('svg[data-qr="android"]')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'APK' })).toBeVisible();
  await snap('content-download');
  await page.getByRole('tab', { name: 'iOS' }).click();
  await expect(page.locator('svg[data-qr="ios"]')).toBeVisible();
  await expect(page.getByText('Baixe o perfil de configuração.')).toBeVisible();
});

test('feedback with too few words is refused with the localised message and the text stays', async ({ page, snap }) => {
  await page.goto('/helpmc');
  await expect(page.getByRole('heading', { level: 1, name: 'Central de ajuda' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Como me registro?' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Envie sua opinião' });
  const message = form.getByRole('textbox', { name: 'Sua mensagem' });
  await message.fill('muito curto aqui');
  await form.getByRole('button', { name: 'Enviar opinião' }).click();
  await expect(form.getByRole('alert')).toHaveText('Escreva pelo menos 5 palavras.');
  await expect(message).toHaveValue('muito curto aqui');
  await snap('content-feedback');

  await message.fill('o lobby de jogos carrega devagar à noite');
  await form.getByRole('button', { name: 'Enviar opinião' }).click();
  await expect(form.getByRole('status')).toHaveText('Obrigado! Sua opinião chegou à nossa equipe.');
});
