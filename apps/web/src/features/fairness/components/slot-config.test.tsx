import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { fairConfig, slotPaylines, slotPaytable, slotScatterPays, slotStrips } from '@arcadia/fair';
import { FairnessVerifierPage } from './verifier-page';

function openVerifier(game: string) {
  render(
    <MemoryRouter initialEntries={[`/fairness?game=${game}`]}>
      <FairnessVerifierPage />
    </MemoryRouter>,
  );
}

describe('the slot’s published configuration', () => {
  it('the verifier shows the RTP, every pay of the paytable, the scatter pays, the 10 paylines and the 5 strips', async () => {
    openVerifier('slot');
    const panel = await screen.findByTestId('slot-config');
    expect(within(panel).getByTestId('slot-rtp')).toHaveTextContent(
      `${(fairConfig.slot.publishedRtp * 100).toFixed(2)} %`,
    );
    const rows = within(within(panel).getByTestId('slot-paytable')).getAllByRole('row').slice(1);
    const shown = rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(shown).toEqual([
      ...Object.values(slotPaytable).map((pays) => pays.map((pay) => `${pay}×`)),
      slotScatterPays.map((pay) => `${pay}×`),
    ]);
    expect(within(rows.at(-1)!).getByRole('rowheader')).toHaveTextContent('Scatter');
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Curinga');
    expect(within(panel).getByText(/O Curinga substitui todos os símbolos menos o Scatter/)).toBeInTheDocument();
    expect(within(within(panel).getByTestId('slot-paylines')).getAllByRole('img')).toHaveLength(slotPaylines.length);

    // The strips sit behind a disclosure; opened, each reel lists its stops in order.
    await userEvent.setup().click(within(panel).getByText('Fitas dos rolos'));
    const reels = within(within(panel).getByTestId('slot-strips')).getAllByRole('list');
    expect(reels).toHaveLength(5);
    reels.forEach((reel, index) => {
      const stops = within(reel).getAllByRole('listitem').slice(1);
      expect(stops).toHaveLength(slotStrips[index]!.length);
      expect(stops[0]).toHaveTextContent(/^0/);
    });
    // A highlighted payline cell per reel: line 4 is the V (rows 0 1 2 1 0).
    const v = within(panel).getByRole('img', { name: 'Linha 4' });
    const lit = [...v.children].filter((cell) => cell.className.includes('bg-brand'));
    expect(lit.map((cell) => (cell as HTMLElement).style.gridRow)).toEqual(['1', '2', '3', '2', '1'].sort());
  });

  it('is shown for the slot only', async () => {
    openVerifier('dice');
    await screen.findByText('O que verificar');
    expect(screen.queryByTestId('slot-config')).not.toBeInTheDocument();
  });
});
