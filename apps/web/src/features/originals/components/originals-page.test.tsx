import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { BGS_GAME_FAMILIES } from '@arcadia/contracts';
import { gameConfig } from '../test/originals-fixtures';
import { fakeNetwork } from '@/test/fake-network';
import { OriginalsPage } from './originals-page';

let network: ReturnType<typeof fakeNetwork> | null = null;
afterEach(() => network?.restore());

/** The calls every seeded game page makes on opening, and a winning dice bet. */
function gameServer() {
  network = fakeNetwork()
    .on('/bgs/config', (request) => gameConfig(String(request.query.game)))
    .on('/bgs/fairness', (request) => ({
      game: request.query.game,
      serverSeedHash: 'a'.repeat(64),
      clientSeed: 'start-seed',
      nonce: 0,
      previous: null,
    }))
    .on('/bgs/bets', () => ({ list: [] }))
    .on('/bgs/dice/bet', () => ({
      betId: 1,
      game: 'dice',
      amount: '1.00',
      payout: '1.98',
      multiplier: '1.9800',
      win: true,
      serverSeedHash: 'a'.repeat(64),
      clientSeed: 'start-seed',
      nonce: 0,
      balance: '50.98',
      demo: false,
      roll: '12.34',
      target: '50.00',
      direction: 'under',
    }));
  return network;
}

function openGame(game: string, query = '?launch=launch-token') {
  const router = createMemoryRouter([{ path: '/originals/:game', element: <OriginalsPage /> }], {
    initialEntries: [`/originals/${game}${query}`],
  });
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, user: userEvent.setup() };
}

describe('sound on the in-house game pages', () => {
  it.each(BGS_GAME_FAMILIES)('%s opens with sound off', async (game) => {
    gameServer();
    openGame(game);
    const toggle = await screen.findByRole('button', { name: 'Som desligado' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it('the toggle switches sound on and keeps it through a settled bet; a page opened again starts off', async () => {
    const server = gameServer();
    const first = openGame('dice');
    await first.user.click(await screen.findByRole('button', { name: 'Som desligado' }));
    expect(screen.getByRole('button', { name: 'Som ligado' })).toHaveAttribute('aria-pressed', 'true');

    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('50,00'));
    await first.user.click(await screen.findByRole('button', { name: 'Apostar' }));
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('50,98'));
    expect(server.requests('/bgs/dice/bet')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Som ligado' })).toHaveAttribute('aria-pressed', 'true');

    await first.user.click(screen.getByRole('button', { name: 'Som ligado' }));
    expect(screen.getByRole('button', { name: 'Som desligado' })).toHaveAttribute('aria-pressed', 'false');
    await first.user.click(screen.getByRole('button', { name: 'Som desligado' }));
    first.unmount();

    // Sound is a choice for this visit only: nothing remembers it, so the next page is silent again.
    openGame('dice');
    expect(await screen.findByRole('button', { name: 'Som desligado' })).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('a visitor who is not signed in and has no launch', () => {
  it('sees a login prompt instead of the betting panel, and the page asks the server nothing', async () => {
    const server = gameServer();
    const { user } = openGame('dice', '');
    expect(await screen.findByRole('heading', { name: 'Entre para jogar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apostar' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('balance')).not.toBeInTheDocument();
    expect(server.fetch).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
  });
});

describe('the slot result line', () => {
  it('a line win smaller than the stake reads as a win of that amount and a net loss, not "no win"', async () => {
    gameServer().on('/bgs/slot/spin', () => ({
      betId: 2,
      game: 'slot',
      amount: '1.00',
      payout: '0.80',
      multiplier: '0.8000',
      win: false,
      serverSeedHash: 'a'.repeat(64),
      clientSeed: 'start-seed',
      nonce: 0,
      balance: '49.80',
      demo: false,
      stops: [0, 0, 0, 0, 0],
      window: Array.from({ length: 5 }, () => ['queen', 'queen', 'queen']),
      lineWins: [{ line: 0, symbol: 'queen', count: 3, pay: 8 }],
      scatters: 0,
    }));
    const { user } = openGame('slot');
    await user.click(await screen.findByRole('button', { name: 'Girar' }));
    expect(await screen.findByText(/Você ganhou R?\$?\s?0,80/)).toHaveTextContent('perda líquida de');
    expect(screen.queryByText('Sem prêmio desta vez')).not.toBeInTheDocument();
  });
});
