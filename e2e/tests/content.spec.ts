import { expect, test } from '../support/fixtures.ts';
import { loginDialog } from '../support/accounts.ts';
import { newMember } from '../support/wallet.ts';

/*
 * Content journeys: the home banner slider (autoplay, a click follows its linkage), the popup
 * announcement once per session, the announcement modal's pages, the app download QR codes and
 * the feedback form refusing too few words and what only the server refuses, the single-slide
 * banner of other routes, the footer's vendor strip, the user agreement page. Portuguese is the demo brand's default.
 */

test('the home banner autoplays and a click follows its linkage', async ({ page, snap }) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Destaques' });
  await expect(banner.getByRole('img', { name: 'Bem-vindo ao Arcadia' })).toBeVisible();
  await snap('content-banner');
  const dots = banner.getByRole('group', { name: 'Páginas do banner' });
  await expect(dots.getByRole('button', { name: 'Mostrar banner 1' })).toHaveAttribute('aria-current', 'true');
  // 5000 ms later the slider moves on by itself to the second banner.
  await expect(dots.getByRole('button', { name: 'Mostrar banner 2' })).toHaveAttribute('aria-current', 'true', {
    timeout: 9_000,
  });
  await dots.getByRole('button', { name: 'Mostrar banner 3' }).click();
  await expect(dots.getByRole('button', { name: 'Mostrar banner 3' })).toHaveAttribute('aria-current', 'true');
  await banner.getByRole('link', { name: 'Jogos da casa' }).click();
  await expect(page).toHaveURL(/\/inhouse$/);
});

test.describe('with the popup announcement', () => {
  test.use({ popupNotice: true });

  test('the popup shows once per session and the announcements paginate and open', async ({ page, snap, isMobile }) => {
    await page.goto('/');
    const popup = page.getByRole('dialog', { name: 'Aviso' });
    await expect(popup.getByRole('heading', { name: 'Bem-vindo ao Arcadia' })).toBeVisible({ timeout: 8_000 });
    await snap('content-popup');
    await popup.getByRole('button', { name: 'Todos os avisos' }).click();

    const notices = page.getByRole('dialog', { name: 'Avisos' });
    await expect(notices.getByRole('heading', { name: 'Bem-vindo ao Arcadia' })).toBeVisible();
    // Phones show the list or one notice at a time.
    if (isMobile) await notices.getByRole('button', { name: 'Voltar à lista' }).click();
    const list = notices.getByRole('list', { name: 'Lista de avisos' });
    await expect(list.getByRole('listitem')).toHaveCount(9);
    await expect(list.getByRole('button').first()).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    await notices.getByRole('button', { name: 'Página 2' }).click();
    await expect(notices.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    // Thirteen in all: the twelve demo notices and the weekly rebate's (seeded with the rebate).
    await expect(list.getByRole('listitem')).toHaveCount(4);
    await list.getByRole('button', { name: /Jogo responsável/ }).click();
    await expect(notices.getByRole('heading', { name: 'Jogo responsável' })).toBeVisible();
    await expect(notices.getByRole('article')).toContainText('18 anos ou mais');
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

test('a refusal only the server makes shows localised under its field and keeps the text', async ({ page, snap }) => {
  await page.goto('/helpmc');
  const form = page.getByRole('form', { name: 'Envie sua opinião' });
  const message = form.getByRole('textbox', { name: 'Sua mensagem' });
  const phone = form.getByRole('textbox', { name: /Telefone/ });
  // 13 digits pass the page's digit rule; spaced out, the number is longer than the 30 characters the API takes.
  const spaced = '+55    (11)    98765    -    4321';
  await message.fill('o lobby de jogos carrega devagar à noite');
  await phone.fill(spaced);
  const answer = page.waitForResponse((response) => response.url().endsWith('/wps/feedback'));
  await form.getByRole('button', { name: 'Enviar opinião' }).click();
  expect((await answer).status()).toBe(400);
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await phone.getAttribute('aria-describedby'))!;
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText('Use no máximo 30 caracteres.');
  await expect(phone).toHaveValue(spaced);
  await expect(message).toHaveValue('o lobby de jogos carrega devagar à noite');
  await snap('content-feedback-server');
});

test('away from home the banner is a single slide that autoplays and follows its linkage', async ({ page, snap }) => {
  await page.goto('/down');
  const banner = page.getByRole('region', { name: 'Destaques' });
  await expect(banner.getByRole('img', { name: 'Baixe o aplicativo' })).toBeVisible();
  await expect(banner.getByRole('group', { name: 'Páginas do banner' })).toHaveCount(0);
  await snap('content-down');
  // Two banners in the download group: 5000 ms later the slide moves on by itself.
  // Its linkage is a game (BGS:bgs_crash): a visitor is asked to log in first.
  const crash = banner.getByRole('button', { name: 'Jogue Crash' });
  await expect(crash).toBeVisible({ timeout: 9_000 });
  await crash.click();
  await expect(loginDialog(page)).toBeVisible();
});

test('a banner whose linkage is a game launches that game for a member', async ({ page, snap }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop-light', 'the launch itself is the same at every size and theme');
  test.setTimeout(90_000);
  await newMember(page, testInfo, 'banner');
  await page.goto('/down');
  const crash = page.getByRole('region', { name: 'Destaques' }).getByRole('button', { name: 'Jogue Crash' });
  await expect(crash).toBeVisible({ timeout: 9_000 });
  await crash.click();
  await expect(page).toHaveURL(/\/game$/);
  await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await snap('content-banner-game');
});

test('the footer shows the game vendors once it comes into view, without moving the page', async ({ page, snap }) => {
  await page.goto('/');
  const strip = page.locator('[data-slot="vendor-strip"]');
  const before = await strip.boundingBox();
  await strip.scrollIntoViewIfNeeded();
  const vendors = page.getByRole('contentinfo').getByRole('list', { name: 'Provedores' });
  await expect(vendors.getByRole('link', { name: 'Arcadia Originals' })).toBeVisible();
  expect((await strip.boundingBox())!.height).toBe(before!.height);
  await snap('content-footer-vendors');
});

test('the user agreement page shows the published protocol and terms', async ({ page, snap }) => {
  await page.goto('/help');
  await expect(page.locator('article').first()).toBeVisible();
  await expect(page.getByText('O contrato do usuário ainda não foi publicado.')).toHaveCount(0);
  await snap('content-help');
});
