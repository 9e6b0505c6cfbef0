import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeConsoleApi, renderPage } from '../test/console-api';
import { Layout } from './layout';

describe('the console menu', () => {
  it('lists promotions, rebates, missions, points and VIP only for a role the server lets read them', async () => {
    fakeConsoleApi(['promotions.read', 'vip.read']);
    renderPage(
      <MemoryRouter>
        <Layout />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('link', { name: 'Promotions' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'VIP' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Rebates' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Missions' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Points mall' })).toBeNull();
  });
});
