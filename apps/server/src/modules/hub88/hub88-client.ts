import type { Config } from '../../config/config.ts';
import type { DbOrTrx } from '../../db/schema.ts';
import { hub88Api, httpTransport, type Hub88Api } from './hub88-api.ts';
import { operatorKeyPair } from './key-pairs.ts';

/** The Hub88 Games API this install talks to, or null without HUB88_API_URL and HUB88_OPERATOR_ID. */
export async function hub88ApiFor(db: DbOrTrx, config: Pick<Config, 'hub88'>): Promise<Hub88Api | null> {
  const hub88 = config.hub88;
  if (!hub88?.apiUrl || !hub88.operatorId) return null;
  return hub88Api({
    transport: httpTransport(hub88.apiUrl, 30_000),
    operatorId: hub88.operatorId,
    privateKey: (await operatorKeyPair(db, config)).privateKey,
  });
}
