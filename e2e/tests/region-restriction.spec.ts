import { admin } from '../support/admin.ts';
import { expect, siteStatus, test, waitForStatus } from '../support/fixtures.ts';

// Journey (d): the operator blocks Brazil; a visitor from a Brazilian address (the server trusts
// X-Forwarded-For from 127.0.0.1 in the e2e config) gets the restriction page with their IP and
// country, while other visitors still get the site.

const BRAZILIAN_IP = '200.147.67.142';
const FROM_BRAZIL = { 'X-Forwarded-For': BRAZILIAN_IP };
const FROM_PORTUGAL = { 'X-Forwarded-For': '193.136.0.1' };

type RegionRules = { allowedCountries: string[]; blockedCountries: string[]; ipAllowlist: string[] };
let before: RegionRules;

test.use({ extraHTTPHeaders: FROM_BRAZIL });

test.beforeEach(async ({ request }) => {
  before = JSON.parse(await admin('region', '--json')) as RegionRules;
  await waitForStatus(request, 0, FROM_BRAZIL);
});

test.afterEach(async ({ request }) => {
  // Put the block list back as it was (normally empty: `region:set --block ""`).
  await admin('region:set', '--block', before.blockedCountries.join(','));
  await waitForStatus(request, 0, FROM_BRAZIL);
});

test('a visitor from a blocked country sees the restriction page with their IP and country', async ({
  page,
  request,
  snap,
}) => {
  await admin('region:set', '--block', 'BR');
  await waitForStatus(request, 2, FROM_BRAZIL);

  // Visitors from elsewhere still get the site.
  expect(await siteStatus(request, FROM_PORTUGAL)).toBe(0);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Manutenção do sistema' })).toBeVisible();
  await expect(page.getByText('RESTRIÇÃO DE ACESSO')).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);

  // In English the subtitle is the spec's "RESTRICTION OF VISIT".
  await page.evaluate(() => window.localStorage.setItem('lang', 'en'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'System Maintenance' })).toBeVisible();
  await expect(page.getByText('RESTRICTION OF VISIT')).toBeVisible();
  await expect(
    page.getByText('Due to restriction of your location or IP address, you are not allowed to access the site.'),
  ).toBeVisible();

  const ipTerm = page.getByText('IP address', { exact: true });
  await expect(ipTerm).toBeVisible();
  await expect(page.locator('dd', { hasText: BRAZILIAN_IP })).toHaveText(BRAZILIAN_IP);
  await expect(page.getByText('Country', { exact: true })).toBeVisible();
  await expect(page.locator('dt:text-is("Country") + dd')).toHaveText(/^(Brazil|Brasil) \(BR\)$/);
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await snap('restriction');
});
