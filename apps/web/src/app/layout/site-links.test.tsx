import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Resource } from '@arcadia/contracts';
import { i18n } from '@/i18n';
import { statusQueryOptions } from '@/lib/site/status-api';
import { makeStatus } from '@/test/envelopes';
import { Footer } from './footer';
import { SideMenuSocial } from './side-menu-extras';

const payment = (name: string, labels: Resource['labels']): [string, Resource] => [
  `payment_${name}`,
  {
    url: `/wps/system/content-art/payment/${name}.svg`,
    labelNameEn: name,
    labels,
    resourceType: 'payment',
    qrCodeUrl: null,
  },
];

function renderWith(resources: Record<string, Resource>, element: React.ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const status = makeStatus();
  queryClient.setQueryData(statusQueryOptions.queryKey, { ...status, info: { ...status.info, resources } });
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/'] });
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(async () => i18n.changeLanguage('pt'));

describe('the social links are the operator’s', () => {
  it('a brand without social accounts shows no "follow us" block at all (no placeholder links)', () => {
    renderWith(Object.fromEntries([payment('card', {})]), <SideMenuSocial mini={false} />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows exactly the accounts the operator set, leading to them', () => {
    const telegram: Resource = {
      url: 'https://t.me/arcadia_brand',
      labelNameEn: 'Telegram',
      labels: {},
      resourceType: 'social',
      qrCodeUrl: null,
    };
    renderWith({ telegram }, <SideMenuSocial mini={false} />);
    const links = within(screen.getByRole('region')).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['Telegram', 'https://t.me/arcadia_brand'],
    ]);
  });
});

describe('payment methods in the footer', () => {
  it('are named in the page language, falling back to the English label', async () => {
    await i18n.changeLanguage('th');
    renderWith(
      Object.fromEntries([
        payment('bank', { th: 'โอนผ่านธนาคาร', pt: 'Transferência bancária' }),
        payment('voucher', {}),
      ]),
      <Footer />,
    );
    const list = within(await screen.findByRole('region', { name: i18n.t('footer.payments') }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(list).toContain('โอนผ่านธนาคาร');
    expect(list).toContain('voucher');
    expect(list).not.toContain('Transferência bancária');
  });
});
