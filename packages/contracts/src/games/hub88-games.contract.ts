import { z } from 'zod';
import { text } from '../text.ts';

/*
 * Hub88's Games API as the operator calls it (reference section 2.6): POST
 * /operator/generic/v2/game/url and /game/list, signed with the operator's key in X-Hub88-Signature.
 * Both the real aggregator and our sandbox aggregator answer these.
 */
export const HUB88_GAME_URL_PATH = '/operator/generic/v2/game/url';
export const HUB88_GAME_LIST_PATH = '/operator/generic/v2/game/list';

export const hub88GameUrlRequest = z.looseObject({
  /** Left out in DEMO. */
  user: text().min(3).max(128).optional(),
  /** Our launch token, bound to member, game and currency. Left out in DEMO. */
  token: text().min(10).max(255).optional(),
  sub_partner_id: text().max(64).optional(),
  platform: z.enum(['GPL_DESKTOP', 'GPL_MOBILE']),
  operator_id: z.number().int().positive(),
  meta: z.record(text(), z.unknown()).optional(),
  lobby_url: text().max(255).optional(),
  lang: text().max(8).optional(),
  ip: text().max(64).optional(),
  game_code: text().min(1).max(96),
  deposit_url: text().max(255).optional(),
  /** XXX for DEMO. */
  currency: text().min(3).max(8),
  country: text().max(2).optional(),
});
export type Hub88GameUrlRequest = z.infer<typeof hub88GameUrlRequest>;

export const hub88GameUrlAnswer = z.object({ url: z.string().min(1) });

/** One game of /game/list; only the fields we import are checked, the rest are kept loose. */
export const hub88ListedGame = z.looseObject({
  game_code: text().min(1).max(64),
  name: text().min(1).max(120),
  category: text().max(60).nullish(),
  /** The studio: each product becomes a vendor routed through Hub88. */
  product: text().min(1).max(60),
  url_thumb: z.string().max(500).nullish(),
  enabled: z.boolean(),
});
export type Hub88ListedGame = z.infer<typeof hub88ListedGame>;
export const hub88GameListAnswer = z.array(hub88ListedGame);
export const hub88GameListRequest = z.looseObject({ operator_id: z.number().int().positive() });
