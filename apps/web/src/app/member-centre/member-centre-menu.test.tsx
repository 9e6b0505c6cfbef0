import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEMBER_CENTRE_PAGES, menuEntries, startPage } from './pages';
import { MemberCentreMenu } from './member-centre-menu';

const SPEC_ORDER = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
  'responsibleGaming',
];

describe('member centre menu', () => {
  it('lists the entries in the spec order, transfer to upline only for members with an upline', () => {
    expect([...MEMBER_CENTRE_PAGES]).toEqual(SPEC_ORDER);
    expect(menuEntries({ toUpline: true }).map((e) => e.page)).toEqual(SPEC_ORDER);
    expect(menuEntries({ toUpline: false }).map((e) => e.page)).toEqual(
      SPEC_ORDER.filter((p) => p !== 'transferUpline'),
    );
  });

  it('starts on the requested page when it is ready, else on the first entry', () => {
    const entries = menuEntries({ toUpline: false });
    expect(startPage(entries, 'withdraw')).toBe('withdraw');
    expect(startPage(entries, 'transferUpline')).toBe('securityCenter');
    expect(startPage(entries, 'bonusDetails')).toBe('bonusDetails');
    expect(startPage(entries, 'missionLeaderboard')).toBe('missionLeaderboard');
    expect(startPage(entries, 'referral')).toBe('referral');
    expect(startPage(entries, 'rewardCenter')).toBe('rewardCenter');
    expect(entries.every((e) => e.ready)).toBe(true);
    const notReady = entries.map((e) => (e.page === 'withdraw' ? { ...e, ready: false } : e));
    expect(startPage(notReady, 'withdraw')).toBe('securityCenter');
    expect(startPage(entries, undefined)).toBe('securityCenter');
  });

  it('highlights the active entry, marks entries without data as coming soon and ignores them', async () => {
    const onSelect = vi.fn();
    // Every page has its data today: an entry marked not ready stands for the next one that will not.
    const entries = menuEntries({ toUpline: true }).map((e) =>
      e.page === 'rewardCenter' ? { ...e, ready: false } : e,
    );
    render(<MemberCentreMenu entries={entries} active="depositv2" unread={3} missionsReady={2} onSelect={onSelect} />);
    const nav = screen.getByRole('navigation', { name: 'Menu do centro do membro' });
    const buttons = within(nav).getAllByRole('button');
    expect(buttons.map((b) => b.dataset.page)).toEqual(SPEC_ORDER);

    const active = within(nav).getByRole('button', { name: 'Depósito' });
    expect(active).toHaveAttribute('aria-current', 'page');
    expect(buttons.filter((b) => b.getAttribute('aria-current') === 'page')).toHaveLength(1);

    const soon = within(nav).getByRole('button', { name: /Central de recompensas/ });
    expect(soon).toHaveAttribute('aria-disabled', 'true');
    expect(soon).toHaveTextContent('Em breve');
    const user = userEvent.setup();
    await user.click(soon);
    expect(onSelect).not.toHaveBeenCalled();

    expect(within(nav).getByRole('button', { name: /Mensagens da plataforma/ })).toHaveTextContent('3');
    // The mission entry carries its badge: missions done and not yet claimed.
    const missions = within(nav)
      .getAllByRole('button')
      .find((b) => b.dataset.page === 'missionLeaderboard')!;
    expect(missions).not.toHaveAttribute('aria-disabled');
    expect(missions).toHaveTextContent('2');
    expect(missions.textContent).toContain('Missões prontas para resgatar');
    await user.click(within(nav).getByRole('button', { name: 'Saque' }));
    expect(onSelect).toHaveBeenCalledWith('withdraw');
  });
});
