import { admin } from '../support/admin.ts';
import { expect, test, waitForStatus } from '../support/fixtures.ts';

// Journey (c): the operator puts the brand in maintenance with the admin CLI; a reload shows the
// maintenance page instead of the site, and the site returns when maintenance ends.

test.beforeEach(async ({ request }) => {
  await waitForStatus(request, 0); // starts from a normal site
});

test.afterEach(async ({ request }) => {
  await admin('maintenance:off');
  await waitForStatus(request, 0);
});

test('maintenance:on shows the maintenance page on reload; maintenance:off brings the site back', async ({
  page,
  request,
  snap,
}) => {
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();

  await admin('maintenance:on');
  await waitForStatus(request, 1);
  await page.reload();

  await expect(page.getByRole('heading', { level: 1, name: 'Manutenção do sistema' })).toBeVisible();
  await expect(
    page.getByText('Estamos realizando uma manutenção programada. Por favor, volte mais tarde.'),
  ).toBeVisible();
  await expect(page.getByText('Arcadia Demo')).toBeVisible();
  // The page replaces the whole site: no header, side menu or footer.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await snap('maintenance');

  await admin('maintenance:off');
  await waitForStatus(request, 0);
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Manutenção do sistema' })).toHaveCount(0);
});

test("the operator's message and end time replace the generic text", async ({ page, request }) => {
  await admin(
    'maintenance:on',
    '--message',
    'Atualização do sistema de pagamentos.',
    '--until',
    '2031-05-04T18:30:00Z',
  );
  await waitForStatus(request, 1);
  await page.goto('/');

  await expect(page.getByRole('heading', { level: 1, name: 'Manutenção do sistema' })).toBeVisible();
  await expect(page.getByText('Atualização do sistema de pagamentos.')).toBeVisible();
  await expect(page.getByText('Estamos realizando uma manutenção programada.', { exact: false })).toHaveCount(0);
  await expect(page.getByText(/^Previsão de retorno: .*2031/)).toBeVisible();
});
