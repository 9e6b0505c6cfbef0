import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReferralSummary } from '@arcadia/contracts';
import { sessionStore } from '@/lib/session-store';
import { renderWithStatus } from '@/test/account-harness';
import { fail, fakeNetwork } from '@/test/fake-network';
import ReferralPage from './referral-page';

let network: ReturnType<typeof fakeNetwork>;
beforeEach(() => {
  network = fakeNetwork();
  sessionStore.set('token', 'tok');
});
afterEach(() => network.restore());

const LINK = 'https://play.example/register?referralCode=AB2CD3EF';
const summary: ReferralSummary = {
  enabled: true,
  code: 'AB2CD3EF',
  link: LINK,
  milestones: [
    { milestone: 'registered', threshold: null, reward: '1.00' },
    { milestone: 'deposit', threshold: '20.00', reward: '5.00' },
    { milestone: 'turnover', threshold: '200.00', reward: '10.00' },
  ],
  invited: 2,
  totals: { paid: '6.00', held: '1.00', rejected: '0.00' },
  referred: [
    {
      username: 'f****2',
      registeredAt: '2026-11-28T10:00:00.000Z',
      rewards: [{ milestone: 'registered', amount: '1.00', state: 'held', createdAt: '2026-11-28T10:00:00.000Z' }],
    },
    {
      username: 'f****1',
      registeredAt: '2026-11-27T10:00:00.000Z',
      rewards: [
        { milestone: 'registered', amount: '1.00', state: 'paid', createdAt: '2026-11-27T10:00:00.000Z' },
        { milestone: 'deposit', amount: '5.00', state: 'paid', createdAt: '2026-11-27T11:00:00.000Z' },
      ],
    },
  ],
};

describe('invite friends page (pt)', () => {
  it('shows the link with a QR code, copy and share links, the milestones, and friends with their rewards', async () => {
    network.on('/wps/relay/MCSFE_getReferralSummary', () => summary);
    const writeText = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithStatus(<ReferralPage />);
    expect(await screen.findByTestId('referral-link')).toHaveTextContent(LINK);
    expect(screen.getByTestId('referral-code')).toHaveTextContent('AB2CD3EF');
    expect(screen.getByTitle('Código QR do seu link de convite')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Seu link de convite/ }));
    expect(writeText).toHaveBeenCalledWith(LINK);

    const whatsapp = screen.getByRole('link', { name: 'Compartilhar no WhatsApp' });
    expect(whatsapp.getAttribute('href')).toContain(`https://wa.me/?text=`);
    expect(decodeURIComponent(whatsapp.getAttribute('href')!)).toContain(LINK);
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    for (const network of ['Telegram', 'Facebook', 'X'])
      expect(screen.getByRole('link', { name: `Compartilhar no ${network}` }).getAttribute('href')).toContain(
        encodeURIComponent(LINK),
      );

    expect(screen.getByText('Seu amigo deposita 20,00 ou mais')).toBeInTheDocument();
    expect(screen.getByText('+10,00')).toBeInTheDocument();
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('f****2')).toBeInTheDocument();
    expect(within(rows[1]!).getByText(/Cadastro 1,00 · em análise/)).toBeInTheDocument();
    expect(within(rows[2]!).getByText(/Depósito 5,00 · paga/)).toBeInTheDocument();
    expect(
      screen.getByText('Algumas recompensas são verificadas pela nossa equipe antes do pagamento.'),
    ).toBeInTheDocument();
  });

  it('invites a member without friends to share, and says when the site runs no programme', async () => {
    network.on('/wps/relay/MCSFE_getReferralSummary', () => ({
      ...summary,
      invited: 0,
      referred: [],
      totals: { paid: '0.00', held: '0.00', rejected: '0.00' },
    }));
    const view = renderWithStatus(<ReferralPage />);
    expect(await screen.findByText('Nenhum amigo entrou com seu link ainda.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    view.unmount();

    network.on('/wps/relay/MCSFE_getReferralSummary', () => fail(404, 'referrals.not_offered'));
    renderWithStatus(<ReferralPage />);
    expect(await screen.findByText('O programa de indicação de amigos não está ativo neste site.')).toBeInTheDocument();
  });
});
