import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadFairTexts } from '@/i18n/fair-texts';
import { AutoBet } from './auto-bet';

beforeAll(async () => loadFairTexts());

/** A bet that answers the given payouts in turn, each on a stake of 1.00. */
function bets(payouts: string[]) {
  let i = 0;
  return vi.fn(async () => ({ amount: '1.00', payout: payouts[i++ % payouts.length]! }));
}

async function runAuto(play: ReturnType<typeof bets>, fields: Record<string, string>) {
  render(<AutoBet play={play} />);
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(fields)) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    await user.type(input, value);
  }
  await user.click(screen.getByRole('button', { name: /Iniciar/ }));
  await waitFor(() => expect(screen.getByRole('button', { name: /Iniciar/ })).toBeInTheDocument());
}

describe('auto-bet stop conditions', () => {
  it('stops after the number of bets asked for', async () => {
    const play = bets(['0.00', '2.00']);
    await runAuto(play, { Apostas: '5' });
    expect(play).toHaveBeenCalledTimes(5);
  });

  it('stops once this run’s profit reaches the limit', async () => {
    // +1.00 per winning bet: the third win makes +3.00.
    const play = bets(['2.00']);
    await runAuto(play, { Apostas: '50', 'Parar no lucro': '3' });
    expect(play).toHaveBeenCalledTimes(3);
  });

  it('stops once this run’s loss reaches the limit', async () => {
    const play = bets(['0.00', '0.00', '1.50']);
    // −1, −2, −1.5, −2.5, −3.5: the fifth bet crosses a 3.00 loss.
    await runAuto(play, { Apostas: '50', 'Parar na perda': '3' });
    expect(play).toHaveBeenCalledTimes(5);
  });

  it('stops when a bet is refused', async () => {
    const play = vi.fn(async () => null);
    await runAuto(play as unknown as ReturnType<typeof bets>, { Apostas: '10' });
    expect(play).toHaveBeenCalledTimes(1);
  });
});
