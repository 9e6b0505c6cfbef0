import { describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { knownAnswers as K, vectorSeeds } from '@arcadia/fair';
import { FairnessVerifierPage } from './verifier-page';

const seeds = `serverSeed=${vectorSeeds.serverSeed}&clientSeed=${vectorSeeds.clientSeed}`;

function open(query: string) {
  render(
    <MemoryRouter initialEntries={[`/fairness?${query}`]}>
      <FairnessVerifierPage />
    </MemoryRouter>,
  );
}

describe('the public verifier recomputes the known-answer vectors in the browser', () => {
  it.each([0, 1, 2])('Dice nonce %i gives the published roll, commitment and bytes', async (nonce) => {
    open(`game=dice&${seeds}&nonce=${nonce}&target=50.00&direction=under`);
    const outcome = await screen.findByTestId('fair-outcome');
    expect(outcome).toHaveTextContent((K.diceRolls[nonce]! / 100).toFixed(2));
    expect(outcome).toHaveTextContent(K.diceRolls[nonce]! < 5000 ? 'Vitória' : 'Derrota');
    expect(screen.getByTestId('fair-commitment')).toHaveTextContent(K.commitment);
    if (nonce === 0) expect(screen.getByTestId('fair-block-0')).toHaveTextContent(K.block0);
  });

  it('Limbo shows the published result', async () => {
    open(`game=limbo&${seeds}&nonce=1`);
    expect(await screen.findByTestId('fair-outcome')).toHaveTextContent(`${(K.limboResults[1] / 100).toFixed(2)}×`);
  });

  it('Mines marks exactly the published mine tiles', async () => {
    open(`game=mines&${seeds}&nonce=0&mines=3`);
    const grid = await screen.findByTestId('fair-outcome');
    const tiles = within(grid)
      .getAllByText(/./)
      .map((tile) => tile.textContent);
    expect(K.minesLayouts[0].map((tile) => tiles[tile])).toEqual(['Mina', 'Mina', 'Mina']);
    expect(tiles.filter((text) => text === 'Mina')).toHaveLength(3);
  });

  it('Plinko highlights the published bucket', async () => {
    open(`game=plinko&${seeds}&nonce=${K.plinko.nonce}&risk=high&rows=16`);
    const current = (await screen.findByTestId('fair-outcome')).querySelector('[aria-current]');
    expect(current).toHaveTextContent(`${(K.plinko.multiplier4 / 10_000).toFixed(2)}×`);
  });

  it('the slot pays the published multiplier', async () => {
    open(`game=slot&${seeds}&nonce=${K.slot.nonce}`);
    expect(await screen.findByTestId('fair-outcome')).toHaveTextContent('5.6000×');
  });

  it.each(K.crash.rounds)(
    'Crash recomputes the bustabit point $crash100 from the round hash and salt',
    async (round) => {
      open(`game=crash&hash=${round.hash}&salt=${K.crash.salt}`);
      expect(await screen.findByTestId('fair-outcome')).toHaveTextContent(`${(round.crash100 / 100).toFixed(2)}×`);
      // bustabit's HMAC: key = salt, message = the round hash (its bytes).
      expect(screen.getByTestId('fair-block-0').parentElement).toHaveTextContent(round.hash);
    },
  );

  it('a legacy chain’s round keeps its old point when the link says so', async () => {
    const [round] = K.crash.legacyRounds;
    open(`game=crash&hash=${round.hash}&salt=${K.crash.salt}&scheme=legacy`);
    expect(await screen.findByTestId('fair-outcome')).toHaveTextContent(`${(round.crash100 / 100).toFixed(2)}×`);
  });

  it('Crash walks a round back to the published terminating hash, and says when it does not get there', async () => {
    const { chain } = K.crash;
    const round = chain.rounds[3];
    const query = `game=crash&hash=${round.hash}&salt=${K.crash.salt}&scheme=bustabit&terminatingHash=${chain.terminatingHash}`;
    open(`${query}&walk=4`);
    expect(await screen.findByTestId('fair-outcome')).toHaveTextContent(`${(round.crash100 / 100).toFixed(2)}×`);
    const walk = screen.getByTestId('fair-chain-walk');
    expect(walk).toHaveTextContent(chain.terminatingHash);
    expect(walk).toHaveTextContent('Confere com o hash terminal publicado');
    cleanup();
    open(`${query}&walk=3`);
    expect(await screen.findByTestId('fair-chain-walk')).toHaveTextContent(
      'Não confere com o hash terminal informado.',
    );
  });

  it('a lottery issue is recomputed from its revealed seed', async () => {
    const { seed, issue, pk10 } = K.lottery;
    open(`game=lottery&seed=${seed}&gameCode=${pk10.gameCode}&issue=${issue}&shape=pk10`);
    expect(await screen.findByTestId('fair-outcome')).toHaveTextContent(pk10.numbers.join(''));
    expect(screen.getByTestId('fair-commitment')).toHaveTextContent(K.lottery.commitment);
  });

  it('bad input shows a localised error and keeps what was typed', async () => {
    open(`game=dice&${seeds}&nonce=0`);
    const nonce = await screen.findByLabelText('Nonce');
    const user = userEvent.setup();
    await user.clear(nonce);
    await user.type(nonce, '-3');
    expect(screen.getByText('Digite um número inteiro, 0 ou mais.')).toBeInTheDocument();
    expect(nonce).toHaveValue('-3');
    expect(screen.queryByTestId('fair-outcome')).not.toBeInTheDocument();
  });
});

describe('an untouched form', () => {
  it('shows no "Required" until the player has left a field empty', async () => {
    open('game=dice');
    expect(await screen.findByText('Preencha os campos à esquerda para ver o resultado.')).toBeInTheDocument();
    expect(screen.queryByText('Obrigatório.')).not.toBeInTheDocument();
    const seed = screen.getByLabelText('Semente do servidor', { exact: false });
    await userEvent.type(seed, 'a');
    await userEvent.clear(seed);
    expect(screen.getByText('Obrigatório.')).toBeInTheDocument();
  });
});
