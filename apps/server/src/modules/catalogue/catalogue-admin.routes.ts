import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminGames,
  adminGameVendors,
  adminImportGames,
  adminSetGame,
  adminSetGameVendor,
  formatMinor,
  GAMES_IMPORT_MAX_CHARS,
  type AdminGame,
  type AdminVendor,
} from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { contractRoutes } from '../../http/route-schema.ts';
import { merchantsPort } from '../merchants/merchants.port.ts';
import { operatorBrand } from '../operators/operators.port.ts';
import type { AdminGameRow } from './catalogue-admin.repository.ts';
import { catalogueAdmin } from './catalogue-admin.usecases.ts';
import type { CatalogueVendor } from './catalogue.model.ts';
import { gamesErrors } from './games.errors.ts';

const vendorView = (v: CatalogueVendor): AdminVendor => ({
  code: v.code,
  name: v.name,
  category: v.category,
  route: v.route,
  walletMode: v.walletMode,
  enabled: v.enabled,
  isHot: v.isHot,
  sort: v.sort,
  gameCount: v.gameCount,
});

const gameView = (g: AdminGameRow, places: number): AdminGame => ({
  id: g.id,
  vendor: g.vendorCode,
  vendorName: g.vendorName,
  vendorEnabled: g.vendorEnabled,
  gameCode: g.gameCode,
  name: g.name,
  category: g.category,
  enabled: g.enabled,
  isHot: g.isHot,
  sort: g.sort,
  minBet: formatMinor(g.minBet, places),
});

function importSummary(body: unknown) {
  const { fileName, content } = (body ?? {}) as { fileName?: unknown; content?: unknown };
  return { fileName, chars: typeof content === 'string' ? content.length : null };
}

/**
 * The console's catalogue under /admin/api/games (games.read to look, games.write to change: the
 * permissions matrix): the CLI's games:vendors, games:enable/disable/hot/order and games:import.
 * Players see a change at their next catalogue read (the catalogue version moves with every write).
 * Writes are audited.
 */
export const catalogueAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const route = contractRoutes(app, { tags: ['admin'], signedIn: true });

  route(adminGameVendors, 'The brand’s game vendors', async (request, reply) => {
    const merchantId = await operatorBrand(db, request, request.query.merchant);
    return reply.ok({ list: (await catalogueAdmin.vendors(db, merchantId)).map(vendorView) });
  });
  route(adminSetGameVendor, 'Switch, mark hot or move a vendor', async (request, reply) => {
    const merchantId = await operatorBrand(db, request, request.query.merchant);
    const vendor = await catalogueAdmin.setVendorByCode(db, merchantId, request.params.code, request.body);
    if (!vendor) throw gamesErrors.notFound();
    return reply.ok(vendorView(vendor));
  });
  route(adminGames, 'A page of the brand’s games', async (request, reply) => {
    const merchantId = await operatorBrand(db, request, request.query.merchant);
    const { search, vendor, category, enabled, pageNo, pageSize } = request.query;
    const filter = { search, vendorCode: vendor, category, enabled };
    const page = await catalogueAdmin.games(db, merchantId, filter, pageNo, pageSize);
    const places = await merchantsPort.placesOf(db, merchantId);
    return reply.ok({
      list: page.rows.map((g) => gameView(g, places)),
      total: page.total,
      totalPages: page.totalPages,
    });
  });
  route(adminSetGame, 'Switch, mark hot or move a game', async (request, reply) => {
    const merchantId = await operatorBrand(db, request, request.query.merchant);
    const game = await catalogueAdmin.setGameById(db, merchantId, request.params.id, request.body);
    if (!game) throw gamesErrors.notFound();
    return reply.ok(gameView(game, await merchantsPort.placesOf(db, merchantId)));
  });
  route(
    adminImportGames,
    {
      summary: 'Import games from a JSON or CSV file',
      // The file's text inside JSON: escapes and multi-byte letters take more than one byte a character.
      bodyLimit: GAMES_IMPORT_MAX_CHARS * 3 + 1024,
      // The trail keeps the file's name and size, not its text (also when the body is refused).
      preValidation: async (request) => {
        request.audit = { input: importSummary(request.body) };
      },
    },
    async (request, reply) => {
      const merchantId = await operatorBrand(db, request, request.query.merchant);
      const { fileName, content } = request.body;
      request.audit = { ...request.audit, target: `games-import=${fileName}` };
      return reply.ok(await catalogueAdmin.importFile(db, merchantId, fileName, content));
    },
  );
};
