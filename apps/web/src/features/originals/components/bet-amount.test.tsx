import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { loadFairTexts } from '@/i18n/fair-texts';
import { OriginalsProvider } from '../lib/originals-context';
import { BetAmount } from './bet-amount';

afterEach(() => vi.unstubAllGlobals());

/** The game's config call answers limits 0.50–5.00; everything else is not expected. */
function stubConfig() {
  const value = {
    game: 'dice',
    minBet: '0.50',
    maxBet: '5.00',
    houseEdgePercent: '1.00',
    balance: '100.00',
    currency: 'USD',
    demo: false,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify({ success: true, code: 'ok', message: 'ok', value }), { status: 200 }),
    ),
  );
}

describe('the bet amount controls', () => {
  it('½ and 2× scale the stake but never past the game’s minimum and maximum; Min and Max set them', async () => {
    stubConfig();
    await loadFairTexts();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <OriginalsProvider game="dice" launchToken="launch-token">
          <BetAmount />
        </OriginalsProvider>
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    const input = await screen.findByLabelText('Valor da aposta');
    await waitFor(() => expect(screen.getByText(/0\.50.*5\.00/)).toBeInTheDocument());
    expect(input).toHaveValue('1.00');
    await user.click(screen.getByRole('button', { name: '2×' }));
    expect(input).toHaveValue('2.00');
    await user.click(screen.getByRole('button', { name: '2×' }));
    await user.click(screen.getByRole('button', { name: '2×' }));
    expect(input).toHaveValue('5.00'); // 8.00 is over the maximum
    await user.click(screen.getByRole('button', { name: '½' }));
    expect(input).toHaveValue('2.50');
    for (let i = 0; i < 3; i++) await user.click(screen.getByRole('button', { name: '½' }));
    expect(input).toHaveValue('0.50'); // 0.31 is under the minimum
    await user.click(screen.getByRole('button', { name: 'Máx' }));
    expect(input).toHaveValue('5.00');
    await user.click(screen.getByRole('button', { name: 'Mín' }));
    expect(input).toHaveValue('0.50');
  });
});
