import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { makeEnv, renderGames } from '../test/games-harness';
import { GameThumb } from './game-thumb';

describe('game thumbnail', () => {
  it('retries a failed image once, then draws the default game icon', async () => {
    renderGames(<GameThumb src="/lgw/games/art/g1.svg" alt="Starfall" />, {
      env: makeEnv({ imageCdns: ['https://img.cdn.test'] }),
    });
    const first = await screen.findByRole('img', { name: 'Starfall' });
    expect(first).toHaveAttribute('src', 'https://img.cdn.test/lgw/games/art/g1.svg');
    expect(first).toHaveAttribute('width', '240');
    expect(first).toHaveAttribute('loading', 'lazy');
    fireEvent.error(first);
    const retry = screen.getByRole('img', { name: 'Starfall' });
    expect(retry).toHaveAttribute('src', 'https://img.cdn.test/lgw/games/art/g1.svg?retry=1');
    fireEvent.error(retry);
    expect(screen.getByRole('img', { name: 'Starfall' }).tagName).toBe('DIV');
  });
});
