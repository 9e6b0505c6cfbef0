import { generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../../apps/server/src/db/schema.ts';
import { createGameSession, hub88User } from '../../apps/server/src/modules/launch/game-sessions.usecases.ts';
import { fundedMember } from './ledger-load.ts';

/**
 * The Hub88 wallet's bet and win calls as a vendor makes them: `callers` players at once, each a
 * bet then its win (signed requests, prepared before the clock starts so signing is not timed),
 * through the real app. Calls from this process (the vendor's side is not the subject here).
 */
export const HUB88_GAME = 'pxg_001';

export function hub88Key(dir: string) {
  const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const file = path.join(dir, 'hub88.pub.pem');
  fs.writeFileSync(file, keys.publicKey.export({ type: 'spki', format: 'pem' }));
  return { file, privateKey: keys.privateKey };
}

type Signed = { raw: string; signature: string };

export async function hub88Rates(
  db: Db,
  url: string,
  privateKey: ReturnType<typeof hub88Key>['privateKey'],
  callers: number,
  pairsPerCaller: number,
) {
  const game = await db.selectFrom('games').select('id').where('game_code', '=', HUB88_GAME).executeTakeFirstOrThrow();
  const signed = (body: Record<string, unknown>): Signed => {
    const raw = JSON.stringify({ request_uuid: randomUUID(), ...body });
    return { raw, signature: sign('RSA-SHA256', Buffer.from(raw), privateKey).toString('base64') };
  };
  const scripts: { bet: Signed; win: Signed }[][] = [];
  for (let c = 0; c < callers; c++) {
    const member = await fundedMember(db, `hub88${c}`);
    const base = { user: hub88User(member.id), game_code: HUB88_GAME, currency: 'USD' };
    const token = await createGameSession(db, {
      merchantId: 1,
      memberId: member.id,
      gameId: Number(game.id),
      currency: 'USD',
      demo: false,
    });
    scripts.push(
      Array.from({ length: pairsPerCaller }, () => {
        const id = randomUUID();
        return {
          bet: signed({ ...base, token, transaction_uuid: id, round: `r-${id}`, amount: 100_000 }),
          win: signed({
            ...base,
            token,
            transaction_uuid: randomUUID(),
            reference_transaction_uuid: id,
            round: `r-${id}`,
            amount: 150_000,
          }),
        };
      }),
    );
  }
  const latencies = { bet: [] as number[], win: [] as number[] };
  let refused = 0;
  const send = async (kind: 'bet' | 'win', s: Signed) => {
    const started = performance.now();
    const answer = await fetch(`${url}/hub88/wallet/transaction/${kind}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub88-signature': s.signature, host: 'localhost' },
      body: s.raw,
    });
    const body = (await answer.json()) as { status?: string };
    latencies[kind].push(performance.now() - started);
    if (body.status !== 'RS_OK') refused++;
  };
  const started = performance.now();
  await Promise.all(
    scripts.map(async (pairs) => {
      for (const pair of pairs) {
        await send('bet', pair.bet);
        await send('win', pair.win);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const p = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.floor(q * (xs.length - 1))]!.toFixed(0);
  return {
    callsPerSecond: (latencies.bet.length + latencies.win.length) / seconds,
    pairsPerSecond: latencies.bet.length / seconds,
    bet: { p50: p(latencies.bet, 0.5), p99: p(latencies.bet, 0.99) },
    win: { p50: p(latencies.win, 0.5), p99: p(latencies.win, 0.99) },
    refused,
  };
}
