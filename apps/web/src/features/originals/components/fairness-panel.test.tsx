import { createHash } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { FairnessState, RevealedSeed } from '@arcadia/contracts';
import { loadFairTexts } from '@/i18n/fair-texts';
import { gameConfig } from '../test/originals-fixtures';
import { fail, fakeNetwork } from '@/test/fake-network';
import { OriginalsProvider } from '../lib/originals-context';
import { FairnessPanel } from './fairness-panel';

beforeAll(async () => loadFairTexts());

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const FIRST_SEED = '1'.repeat(64);
const SECOND_SEED = '2'.repeat(64);

let network: ReturnType<typeof fakeNetwork> | null = null;
afterEach(() => network?.restore());

/** A server that keeps one member's dice seed pair: three bets played, client seed editable, rotation. */
function seedServer() {
  let serverSeed = FIRST_SEED;
  let state: FairnessState = { game: 'dice', serverSeedHash: sha256(serverSeed), clientSeed: 'start-seed', nonce: 3 };
  let previous: RevealedSeed | null = null;
  network = fakeNetwork()
    .on('/bgs/config', () => gameConfig('dice'))
    .on('/bgs/fairness', () => ({ ...state, previous }))
    .on('/bgs/fairness/client-seed', (request) => {
      state = { ...state, clientSeed: (request.body as { clientSeed: string }).clientSeed };
      return state;
    })
    .on('/bgs/fairness/rotate', () => {
      previous = { ...state, serverSeed, revealedAt: '2026-11-26T00:00:00.000Z' };
      serverSeed = SECOND_SEED;
      state = { ...state, serverSeedHash: sha256(serverSeed), nonce: 0 };
      return { revealed: previous, next: state };
    });
  return network;
}

function renderPanel() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <OriginalsProvider game="dice" launchToken="launch-token">
            <FairnessPanel game="dice" launchToken="launch-token" />
          </OriginalsProvider>
        ),
      },
    ],
    { initialEntries: ['/originals/dice'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

async function typeSeed(user: ReturnType<typeof userEvent.setup>, text: string) {
  const input = await screen.findByLabelText('Semente do cliente');
  await user.clear(input);
  if (text) await user.type(input, text);
  await user.click(screen.getByRole('button', { name: 'Salvar' }));
  return input;
}

describe('the fairness panel', () => {
  it('saves the typed client seed through the set-client-seed call and shows it; the nonce carries on', async () => {
    const server = seedServer();
    const user = renderPanel();
    expect(await screen.findByTestId('commitment')).toHaveTextContent(sha256(FIRST_SEED));
    const input = await typeSeed(user, 'my-lucky_seed7');
    await waitFor(() => expect(server.requests('/bgs/fairness/client-seed')).toHaveLength(1));
    const [request] = server.requests('/bgs/fairness/client-seed');
    expect(request!.method).toBe('PUT');
    expect(request!.body).toEqual({ game: 'dice', clientSeed: 'my-lucky_seed7' });
    expect(request!.headers.get('Authorization')).toBe('Bearer launch-token');
    await waitFor(() => expect(server.requests('/bgs/fairness')).toHaveLength(2));
    expect(input).toHaveValue('my-lucky_seed7');
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled(); // nothing left to save
    expect(screen.getByTestId('nonce')).toHaveTextContent('3');
    expect(screen.getByTestId('commitment')).toHaveTextContent(sha256(FIRST_SEED));
  });

  it('rotating reveals the old server seed, shows the new commitment and restarts the nonce at 0', async () => {
    const server = seedServer();
    const user = renderPanel();
    expect(await screen.findByTestId('nonce')).toHaveTextContent('3');
    expect(screen.queryByTestId('revealed-seed')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Trocar semente (revelar a atual)' }));
    expect(await screen.findByTestId('revealed-seed')).toHaveTextContent(FIRST_SEED);
    expect(server.requests('/bgs/fairness/rotate')).toHaveLength(1);
    expect(server.requests('/bgs/fairness/rotate')[0]!.body).toEqual({ game: 'dice' });
    expect(screen.getByText('Semente revelada, 3 apostas com ela')).toBeInTheDocument();
    expect(screen.getByTestId('commitment')).toHaveTextContent(sha256(SECOND_SEED));
    expect(screen.getByTestId('nonce')).toHaveTextContent('0');
    // The verifier opens on the first bet of the revealed pair.
    const verify = screen.getByRole('link', { name: 'Verificar estas apostas' });
    expect(verify.getAttribute('href')).toContain(`serverSeed=${FIRST_SEED}`);
    expect(verify.getAttribute('href')).toContain('clientSeed=start-seed');
  });

  it.each([
    ['an empty client seed', ''],
    ['a client seed over 64 characters', 'x'.repeat(65)],
    ['a client seed with spaces', 'has spaces!'],
  ])('refuses %s with the localised rule, sends nothing and keeps the text', async (_case, typed) => {
    const server = seedServer();
    const user = renderPanel();
    const input = await typeSeed(user, typed);
    expect(await screen.findByText('Use de 1 a 64 letras, números, - ou _.')).toBeInTheDocument();
    expect(input).toHaveValue(typed);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(server.requests('/bgs/fairness/client-seed')).toHaveLength(0);
    expect(screen.getByTestId('commitment')).toHaveTextContent(sha256(FIRST_SEED));
  });

  it('shows the server’s own refusal of a seed in the player’s language and keeps the text', async () => {
    const server = seedServer().on('/bgs/fairness/client-seed', () =>
      fail(400, 'request.invalid', { errors: [{ field: 'clientSeed', key: 'validation.invalid' }] }),
    );
    const user = renderPanel();
    const input = await typeSeed(user, 'refused-by-server');
    expect(await screen.findByText('Este valor não é válido.')).toBeInTheDocument();
    expect(server.requests('/bgs/fairness/client-seed')).toHaveLength(1);
    expect(input).toHaveValue('refused-by-server');
  });
});
