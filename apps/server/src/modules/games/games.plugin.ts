import type { FastifyPluginAsync } from 'fastify';
import { LOTTERY_VENDOR } from '@arcadia/contracts';
import type { Config } from '../../config/config.ts';
import type { Db } from '../../db/schema.ts';
import { artRoutes } from './art.routes.ts';
import { betsRoutes } from './bets.routes.ts';
import { catalogueRoutes } from './catalogue.routes.ts';
import { hub88ApiFor } from './hub88/hub88-client.ts';
import { hub88Launcher } from './hub88/hub88-launcher.ts';
import { readPublicKey } from './hub88/key-pairs.ts';
import { hub88WalletRoutes } from './hub88-wallet.routes.ts';
import { launchRoutes } from './launch/launch.routes.ts';
import { lotteryLauncher } from './launch/lottery-launcher.ts';
import { startSandboxAggregator } from './sandbox-aggregator/sandbox-aggregator.plugin.ts';

/** The games module: catalogue, favourites and recent games, art, launch, betting record and winner board. */
export const gamesPlugin: FastifyPluginAsync<{ db: Db; config: Config }> = async (app, { db, config }) => {
  await app.register(catalogueRoutes, { db });
  await app.register(artRoutes, { db });
  await app.register(betsRoutes, { db });
  await app.register(launchRoutes, { db, launchers: app.gameLaunchers });
  app.gameLaunchers.register(`vendor:${LOTTERY_VENDOR}`, lotteryLauncher);
  const hub88 = config.hub88;
  // The wallet routes take calls from Hub88 (its public key configured) and from the sandbox
  // aggregator when it runs; with neither they are not there (404).
  const publicKeys = [
    ...(hub88?.publicKeyFile ? [readPublicKey(hub88.publicKeyFile)] : []),
    ...(config.sandboxAggregator ? [await startSandboxAggregator(app, db, config)] : []),
  ];
  if (publicKeys.length > 0) await app.register(hub88WalletRoutes, { db, publicKeys });
  // Launching through Hub88 needs its API address and our operator id (and key).
  const api = await hub88ApiFor(db, config);
  if (api) app.gameLaunchers.register('hub88', hub88Launcher(api, app.log, { demoMode: true }));
};
