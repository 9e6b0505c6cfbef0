import type { PublicKeyInfo } from '@arcadia/contracts';
import { encryptForServer } from '../../../apps/server/test/encrypt.ts';
import { PAYMENT_PASSWORD, type Player } from './crash-db.ts';

/** What the clients were told before the process died: every acknowledged request must have stuck. */
export type Acknowledged = { withdrawals: number[]; deposits: number[]; paidCheckouts: string[]; failed: number };

export async function publicKeyOf(url: string): Promise<PublicKeyInfo> {
  const res = await fetch(`${url}/wps/system/status`, { headers: { Language: 'en' } });
  const body = (await res.json()) as { value: { info: { encryption: PublicKeyInfo } } };
  return body.value.info.encryption;
}

async function call(
  url: string,
  path: string,
  init: RequestInit,
  progress: () => void,
): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${url}${path}`, init);
  progress();
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // the checkout page answers HTML
  }
  return { status: res.status, body };
}

const valueOf = (body: unknown) => (body as { value?: Record<string, unknown> | null }).value ?? null;

/**
 * Each player, from its own address, asks for a withdrawal and, at the same time, opens a sandbox
 * deposit and pays it on the hosted page; players start a few milliseconds apart. Requests cut off
 * by the kill simply fail.
 */
export async function fireBurst(
  url: string,
  key: PublicKeyInfo,
  players: Player[],
  round: number,
  onAnswer: (answered: number) => void,
): Promise<Acknowledged> {
  const ack: Acknowledged = { withdrawals: [], deposits: [], paidCheckouts: [], failed: 0 };
  let answered = 0;
  const tick = () => onAnswer(++answered);
  const headers = (p: Player, i: number) => ({
    authorization: `Bearer ${p.token}`,
    Language: 'en',
    'content-type': 'application/json',
    'x-forwarded-for': `10.${round}.${Math.floor(i / 250)}.${(i % 250) + 1}`,
  });
  const withdraw = async (p: Player, i: number) => {
    const payload = encryptForServer(key, {
      payoutAccountId: String(p.payoutAccountId),
      amount: '10.00',
      paymentPassword: PAYMENT_PASSWORD,
      clientKey: `crash-w-${round}-${p.id}`,
    });
    const res = await call(
      url,
      '/wps/withdrawals',
      {
        method: 'POST',
        headers: headers(p, i),
        body: JSON.stringify(payload),
      },
      tick,
    );
    const id = valueOf(res.body)?.id;
    if (res.status === 200 && id !== undefined) ack.withdrawals.push(Number(id));
  };
  const deposit = async (p: Player, i: number) => {
    const body = JSON.stringify({ channel: 'sandbox_card', amount: '20.00', clientKey: `crash-d-${round}-${p.id}` });
    const res = await call(url, '/wps/payments/deposits', { method: 'POST', headers: headers(p, i), body }, tick);
    const value = valueOf(res.body);
    if (res.status !== 200 || !value) return;
    ack.deposits.push(Number(value.id));
    // The hosted page's address carries the member's language (?lang=…); "Pay" posts to its path.
    const checkoutUrl = String(value.checkoutUrl).split('?')[0]!;
    const paid = await call(
      url,
      `${checkoutUrl}/pay`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: '',
      },
      tick,
    );
    if (paid.status === 200) ack.paidCheckouts.push(checkoutUrl.split('/').pop()!);
  };
  await Promise.all(
    players.map(async (p, i) => {
      await new Promise((resolve) => setTimeout(resolve, i * 8));
      const results = await Promise.allSettled([withdraw(p, i), deposit(p, i)]);
      ack.failed += results.filter((r) => r.status === 'rejected').length;
    }),
  );
  return ack;
}
