import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@/lib/session-store';
import { betRecordAnswer, vendor, vendorsAnswer } from '../test/games-fixtures';
import { renderGames, stubNetwork } from '../test/games-harness';
import BetRecordPage from './bet-record-page';

afterEach(() => vi.unstubAllGlobals());

const BET = {
  betId: 'b-1',
  round: 'r-77',
  vassalage: 'NOVA',
  vendorName: 'Nova Studios',
  gameName: 'Starfall 3',
  gameType: 'RNG',
  stake: '2.00',
  payout: '5.00',
  winLoss: '3.00',
  status: 'settled',
  betTime: '2026-11-20T10:00:00.000Z',
  settleTime: '2026-11-20T10:00:01.000Z',
  demo: false,
  verifyUrl: null,
};

describe('betting record', () => {
  it('lists the bets with totals, and asks again with the chosen category, vendor and status', async () => {
    sessionStore.set('token', 'member-token');
    const calls = stubNetwork({
      '/wps/relay/GCSGAME_newGameVendor': () =>
        vendorsAnswer([
          { gameCategory: 'RNG', vendors: [vendor('NOVA')] },
          { gameCategory: 'LIVE', vendors: [vendor('LUMA', 'LIVE')] },
        ]),
      '/wps/relay/ODSFE2_MemBetRecord': () =>
        betRecordAnswer([BET], { count: 3, stake: '6.00', payout: '5.00', winLoss: '-1.00' }),
    });
    const user = userEvent.setup();
    renderGames(<BetRecordPage />);
    const summary = await screen.findByLabelText('Totais do período');
    expect(within(summary).getByText('3')).toBeInTheDocument();
    expect(within(summary).getByText(/-.*1,00/)).toBeInTheDocument();
    expect(screen.getAllByText('Starfall 3').length).toBeGreaterThan(0);

    const first = calls.find((c) => c.path === '/wps/relay/ODSFE2_MemBetRecord')!;
    expect(first.query.get('pageNo')).toBe('1');
    expect(first.query.get('startDate')).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    await user.selectOptions(screen.getByLabelText('Categoria'), 'LIVE');
    await user.selectOptions(screen.getByLabelText('Provedor'), 'LUMA');
    await user.selectOptions(screen.getByLabelText('Situação'), 'settled');
    await waitFor(() => {
      const last = calls.filter((c) => c.path === '/wps/relay/ODSFE2_MemBetRecord').at(-1)!;
      expect([last.query.get('gameType'), last.query.get('vassalage'), last.query.get('status')]).toEqual([
        'LIVE',
        'LUMA',
        'settled',
      ]);
    });
    // The vendor list follows the category: only LIVE's vendors are offered.
    expect(within(screen.getByLabelText('Provedor')).queryByRole('option', { name: 'Nova Studios' })).toBeNull();
  });

  it('an in-house line links to the verifier once revealed, and says it is sealed until the seed is rotated', async () => {
    sessionStore.set('token', 'member-token');
    const inhouse = { ...BET, vassalage: 'BGS', vendorName: 'Arcadia Originals', gameName: 'Dice' };
    stubNetwork({
      '/wps/relay/GCSGAME_newGameVendor': () => vendorsAnswer([{ gameCategory: 'RNG', vendors: [vendor('BGS')] }]),
      '/wps/relay/ODSFE2_MemBetRecord': () =>
        betRecordAnswer(
          [
            { ...inhouse, betId: 'b-2', verifyUrl: '/fairness?game=dice&nonce=0' },
            { ...inhouse, betId: 'b-3' },
            { ...inhouse, betId: 'b-4', status: 'open', payout: '0.00', winLoss: '0.00', settleTime: null },
            { ...BET, betId: 'b-5' },
          ],
          { count: 4, stake: '8.00', payout: '10.00', winLoss: '2.00' },
        ),
    });
    renderGames(<BetRecordPage />);
    // Table and cards both render the lines: one revealed link and one sealed note in each.
    const links = await screen.findAllByRole('link', { name: 'Verificar' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(Array(2).fill('/fairness?game=dice&nonce=0'));
    expect(screen.getAllByTestId('bet-sealed').map((note) => note.textContent)).toEqual(
      Array(2).fill('Selada até a troca da semente'),
    );
  });

  it("a lottery line shows the lottery game's name, its draw, bet type and picked numbers, not a round code", async () => {
    sessionStore.set('token', 'member-token');
    stubNetwork({
      '/wps/relay/GCSGAME_newGameVendor': () => vendorsAnswer([{ gameCategory: 'RNG', vendors: [vendor('NOVA')] }]),
      '/wps/relay/ODSFE2_MemBetRecord': () =>
        betRecordAnswer(
          [
            {
              ...BET,
              vassalage: 'TCG_SEA',
              vendorName: 'Lotus Draw Lotteries',
              gameName: 'VN Rápida 1m',
              gameType: 'LOTT',
              round: 'VNF1M:20261120-0600',
              lottery: { issue: '20261120-0600', betType: 'xien2', pick: '12,34' },
            },
          ],
          { count: 1, stake: '2.00', payout: '5.00', winLoss: '3.00' },
        ),
    });
    renderGames(<BetRecordPage />);
    expect((await screen.findAllByText('VN Rápida 1m')).length).toBeGreaterThan(0);
    expect(
      (await screen.findAllByText('Concurso 20261120-0600 · Xiên 2: dois números juntos · 12,34')).length,
    ).toBeGreaterThan(0);
    expect(screen.queryByText(/#VNF1M/)).not.toBeInTheDocument();
  });

  it('refuses an end date before the start without asking the server', async () => {
    sessionStore.set('token', 'member-token');
    const calls = stubNetwork({
      '/wps/relay/GCSGAME_newGameVendor': () => vendorsAnswer([]),
      '/wps/relay/ODSFE2_MemBetRecord': () =>
        betRecordAnswer([], { count: 0, stake: '0.00', payout: '0.00', winLoss: '0.00' }),
    });
    renderGames(<BetRecordPage />);
    await screen.findByText('Nenhuma aposta neste período');
    const asked = () => calls.filter((c) => c.path === '/wps/relay/ODSFE2_MemBetRecord').length;
    const before = asked();
    fireEvent.change(screen.getByLabelText('De'), { target: { value: '2099-01-01' } });
    expect(await screen.findByText('A data final deve ser depois da inicial.')).toBeInTheDocument();
    expect(asked()).toBe(before);
  });
});
