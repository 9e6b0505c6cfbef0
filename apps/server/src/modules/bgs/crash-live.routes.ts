import type { FastifyPluginAsync } from 'fastify';
import { CRASH_LIVE_PATH, type CrashLiveEvent } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { bgsErrors } from './bgs.errors.ts';
import type { CrashBus, CrashBusEvent } from './crash-bus.ts';
import type { CrashSettings } from './crash-rounds.usecases.ts';
import { publicState } from './crash-views.ts';

// A socket that cannot keep up (a stalled phone) is dropped rather than buffered without end.
const MAX_BUFFERED_BYTES = 1 << 20;
const PING_MS = 25_000;

/**
 * GET /bgs/crash/live, a WebSocket anyone may watch: first a snapshot (the round now with its
 * players of this brand, the last busts, the published chain, the curve), then every event of
 * every round as it happens, on whichever instance the loop runs. Events that arrive while the
 * snapshot is read are held and sent after it, so nothing falls between the two.
 */
export const crashLiveRoutes: FastifyPluginAsync<{ db: Db; bus: CrashBus; settings: CrashSettings }> = async (
  app,
  { db, bus, settings },
) => {
  // A plain GET (no upgrade) is told to upgrade; declared this way (not `websocket: true`, which
  // @fastify/websocket hides from the docs) so the socket is listed in the OpenAPI document.
  app.route({
    method: 'GET',
    url: CRASH_LIVE_PATH,
    schema: {
      tags: ['bgs'],
      summary: 'Live Crash rounds (WebSocket)',
      description:
        'Upgrade to a WebSocket (no token: anyone may watch). The server sends JSON messages (crashLiveEventSchema in @arcadia/contracts): a `snapshot` (the round now with its players of this brand, the last busts, the published chain, the curve), then `betting`, `bet`, `flight`, `cashout` and `bust` events of every round. Nothing is read from the client. Without an upgrade: 426.',
    },
    handler: async () => {
      throw bgsErrors.upgradeRequired();
    },
    wsHandler: (socket, request) => {
      const merchantId = request.merchant.id;
      let held: CrashLiveEvent[] | null = [];
      const send = (event: CrashLiveEvent) => {
        if (socket.readyState !== socket.OPEN) return;
        if (socket.bufferedAmount > MAX_BUFFERED_BYTES) return socket.terminate();
        socket.send(JSON.stringify(event));
      };
      const unsubscribe = bus.subscribe(({ merchantId: brand, event }: CrashBusEvent) => {
        if (brand !== null && brand !== merchantId) return;
        if (held) held.push(event);
        else send(event);
      });
      const ping = setInterval(() => socket.ping(), PING_MS);
      socket.on('close', () => {
        clearInterval(ping);
        unsubscribe();
      });
      socket.on('error', () => socket.terminate());
      publicState(db, request.merchant)
        .then(({ roundRow: _row, ...state }) => {
          send({
            type: 'snapshot',
            serverTime: new Date().toISOString(),
            growthPerMs: settings.growthPerMs,
            bettingMs: settings.bettingMs,
            ...state,
          });
          for (const event of held ?? []) send(event);
          held = null;
        })
        .catch((error: unknown) => {
          request.log.warn({ err: error }, 'crash snapshot failed');
          socket.close(1011);
        });
    },
  });
};
