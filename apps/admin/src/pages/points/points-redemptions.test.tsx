import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminRedemption } from '@arcadia/contracts';
import { describe, expect, it } from 'vitest';
import { fakeConsoleApi, renderPage } from '../../test/console-api';
import { PointsRedemptions } from './points-redemptions';

const redemption = (id: number, state: AdminRedemption['state']): AdminRedemption => ({
  id,
  rewardId: 3,
  rewardName: 'Travel mug',
  kind: 'physical',
  quantity: 1,
  points: 1500,
  state,
  recipient: 'Ana',
  address: 'Rua das Flores, 12',
  phone: '+55 11 91234-5678',
  trackingRef: null,
  remark: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  memberId: 40 + id,
  username: `member${id}`,
  reviewedBy: null,
});

function redemptionsApi() {
  return fakeConsoleApi(['points.read', 'points.write'], (call) => {
    if (call.method === 'GET' && call.path.startsWith('/points/redemptions'))
      return { value: { list: [redemption(1, 'in_process'), redemption(2, 'approved')], total: 2, totalPages: 1 } };
    if (call.path === '/points/redemptions/1/reject')
      return { status: 409, code: 'points.state', message: 'This redemption was already reviewed.' };
    if (call.method === 'POST') return { value: redemption(1, 'approved') };
    return undefined;
  });
}

describe('the redemption review queue', () => {
  it('approves one in process', async () => {
    const calls = redemptionsApi();
    renderPage(<PointsRedemptions mayWrite />);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve: #1 member1' }));
    await waitFor(() =>
      expect(calls).toContainEqual({ method: 'POST', path: '/points/redemptions/1/approve', body: {} }),
    );
  });

  it('ships an approved physical reward only with a tracking reference', async () => {
    const calls = redemptionsApi();
    renderPage(<PointsRedemptions mayWrite />);
    expect(await screen.findByRole('row', { name: /member2/ })).toHaveTextContent('Rua das Flores, 12');
    await userEvent.click(screen.getByRole('button', { name: 'Ship: #2 member2' }));
    const form = screen.getByText('Ship redemption #2 of member2').closest('form')!;
    await userEvent.type(within(form).getByLabelText('Tracking reference'), 'B');
    await userEvent.click(within(form).getByRole('button', { name: 'Ship' }));
    expect(await within(form).findByText('At least 3.')).toBeVisible();
    await userEvent.type(within(form).getByLabelText('Tracking reference'), 'R-42');
    await userEvent.click(within(form).getByRole('button', { name: 'Ship' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        path: '/points/redemptions/2/ship',
        body: { trackingRef: 'BR-42' },
      }),
    );
  });

  it('asks a reason to reject, and shows the server’s refusal', async () => {
    const calls = redemptionsApi();
    renderPage(<PointsRedemptions mayWrite />);
    await userEvent.click(await screen.findByRole('button', { name: 'Reject: #1 member1' }));
    const form = screen.getByText(/Reject redemption #1 of member1/).closest('form')!;
    await userEvent.click(within(form).getByRole('button', { name: 'Reject' }));
    expect(await within(form).findByText('Required.')).toBeVisible();
    expect(calls.some((c) => c.path.endsWith('/reject'))).toBe(false);
    await userEvent.type(within(form).getByLabelText('Reason (the member sees it)'), 'Out of stock at the supplier');
    await userEvent.click(within(form).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This redemption was already reviewed.');
  });

  it('offers no review to a role that only reads', async () => {
    redemptionsApi();
    renderPage(<PointsRedemptions mayWrite={false} />);
    await screen.findByRole('row', { name: /member1/ });
    expect(screen.queryByRole('button', { name: /Approve|Reject|Ship/ })).toBeNull();
  });
});
