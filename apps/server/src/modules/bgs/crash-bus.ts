import type { CrashLiveEvent } from '@arcadia/contracts';
import { RelayBus } from '../../lib/relay-bus.ts';

/**
 * Carries Crash round events to every WebSocket of every instance (lib/relay-bus.ts), so the
 * instance that runs the round loop and the one a player's socket is on need not be the same. An
 * event about a bet names its brand: sockets see the players of their own brand only.
 */
export type CrashBusEvent = { merchantId: number | null; event: CrashLiveEvent };

export class CrashBus extends RelayBus<CrashBusEvent> {
  constructor() {
    super('crash');
  }
}
