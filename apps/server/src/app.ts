import { playRecordPlugin } from './modules/play-record/play-record.plugin.ts';
import { reportsPlugin } from './modules/reports/reports.plugin.ts';
import { reconciliationPlugin } from './modules/reconciliation/reconciliation.plugin.ts';
import { agentsPlugin } from './modules/agents/agents.plugin.ts';
import { agentContractsPlugin } from './modules/agent-contracts/agent-contracts.plugin.ts';
import { responsibleGamingPlugin } from './modules/responsible-gaming/responsible-gaming.plugin.ts';
import { vipPlugin } from './modules/vip/vip.plugin.ts';
import { pointsPlugin } from './modules/points/points.plugin.ts';
import { promotionsPlugin } from './modules/promotions/promotions.plugin.ts';
import { rebatesPlugin } from './modules/rebates/rebates.plugin.ts';
import { missionsPlugin } from './modules/missions/missions.plugin.ts';
import { rafflesPlugin } from './modules/raffles/raffles.plugin.ts';
import { settingsPlugin } from './modules/settings/settings.plugin.ts';
import { referralsPlugin } from './modules/referrals/referrals.plugin.ts';
import { rewardCentrePlugin } from './modules/reward-centre/reward-centre.plugin.ts';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Config } from './config/config.ts';
import type { DbHandle } from './db/database.ts';
import { docsPlugin } from './http/docs-plugin.ts';
import { testClockPlugin } from './http/test-clock-plugin.ts';
import { httpCorePlugin } from './http/http-core.ts';
import { createServer, type RouteList } from './http/server.ts';
import { websocketSupport } from './http/websocket.ts';
import { authPlugin } from './modules/auth/auth.plugin.ts';
import type { KeyStore } from './modules/crypto/key-store.ts';
import { bgsPlugin } from './modules/bgs/bgs.plugin.ts';
import { chatPlugin } from './modules/chat/chat.plugin.ts';
import { contentPlugin } from './modules/content/content.plugin.ts';
import { heroImages } from './modules/content/hero-preload.ts';
import { cataloguePlugin } from './modules/catalogue/catalogue.plugin.ts';
import { gameWalletPlugin } from './modules/game-wallet/game-wallet.plugin.ts';
import { hub88Plugin } from './modules/hub88/hub88.plugin.ts';
import { launchPlugin } from './modules/launch/launch.plugin.ts';
import { sandboxAggregatorPlugin } from './modules/sandbox-aggregator/sandbox-aggregator.plugin.ts';
import { inboxPlugin } from './modules/inbox/inbox.plugin.ts';
import { jobsPlugin } from './modules/jobs/jobs.plugin.ts';
import { lotteryPlugin } from './modules/lottery/lottery.plugin.ts';
import type { MerchantDirectory } from './modules/merchants/merchant-directory.ts';
import { merchantsPlugin } from './modules/merchants/merchants.plugin.ts';
import { membersPlugin } from './modules/members/members.plugin.ts';
import { moneyReviewPlugin } from './modules/money-review/money-review.plugin.ts';
import { operatorsPlugin } from './modules/operators/operators.plugin.ts';
import { playersAdminPlugin } from './modules/players-admin/players-admin.plugin.ts';
import { passwordPlugin } from './modules/password/password.plugin.ts';
import { paymentsPlugin } from './modules/payments/payments.plugin.ts';
import { registrationPlugin } from './modules/registration/registration.plugin.ts';
import { siteAccessPlugin } from './modules/site-access/site-access.plugin.ts';
import { bootStatus, systemPlugin } from './modules/system/system.plugin.ts';
import { verificationPlugin } from './modules/verification/verification.plugin.ts';
import type { Providers } from './modules/verification/providers.ts';
import { walletPlugin } from './modules/wallet/wallet.plugin.ts';
import { withdrawalsPlugin } from './modules/withdrawals/withdrawals.plugin.ts';
import { createServices, type Services } from './services.ts';
import { robotsRoute } from './web/robots.ts';
import { webPlugin } from './web/web-plugin.ts';
import { adminConsolePlugin } from './web/admin-console-plugin.ts';

export type AppDeps = { config: Config; database: DbHandle; logStream?: NodeJS.WritableStream };
export type App = FastifyInstance & {
  deps: { keys: KeyStore; merchants: MerchantDirectory; providers: Providers; routes: RouteList };
};

/**
 * The modules, in registration order: each registers its own routes (and hooks). The first ones
 * are global hooks the later ones rely on (brand, site access, member and operator tokens); the
 * docs plugin comes before every route it documents. A new module is one line here.
 */
const MODULES: FastifyPluginAsync<Services>[] = [
  merchantsPlugin,
  siteAccessPlugin,
  docsPlugin,
  systemPlugin,
  authPlugin,
  verificationPlugin,
  registrationPlugin,
  passwordPlugin,
  membersPlugin,
  walletPlugin,
  inboxPlugin,
  operatorsPlugin,
  playersAdminPlugin,
  jobsPlugin,
  paymentsPlugin,
  withdrawalsPlugin,
  moneyReviewPlugin,
  robotsRoute,
  cataloguePlugin,
  gameWalletPlugin,
  launchPlugin,
  sandboxAggregatorPlugin,
  hub88Plugin,
  bgsPlugin,
  lotteryPlugin,
  playRecordPlugin,
  reportsPlugin,
  reconciliationPlugin,
  agentsPlugin,
  agentContractsPlugin,
  responsibleGamingPlugin,
  vipPlugin,
  pointsPlugin,
  promotionsPlugin,
  rebatesPlugin,
  missionsPlugin,
  rafflesPlugin,
  settingsPlugin,
  referralsPlugin,
  rewardCentrePlugin,
  contentPlugin,
  chatPlugin,
];

/** Builds the whole HTTP application on an already migrated and seeded database. */
export async function buildApp({ config, database, logStream }: AppDeps): Promise<App> {
  const { server: app, routes } = createServer(config, logStream);
  const services = await createServices(app, config, database);
  await app.register(httpCorePlugin, { config });
  // At the root, once: live Crash and the chat declare their socket routes under it.
  await app.register(websocketSupport);
  for (const plugin of MODULES) await app.register(plugin, services);
  if (config.testClock) await app.register(testClockPlugin);
  if (config.serveWeb) await app.register(adminConsolePlugin, { distDir: config.adminDist, host: config.adminHost });
  if (config.serveWeb)
    await app.register(webPlugin, {
      distDir: config.webDist,
      bootStatus: bootStatus(services),
      preloadImages: heroImages({ db: services.database.db }),
    });
  const { keys, merchants, providers } = services;
  return Object.assign(app, { deps: { keys, merchants, providers, routes } }) as unknown as App;
}
