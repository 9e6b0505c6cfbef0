import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';

/**
 * Calls a visitor may make without a token (spec portal.md section 6, plus the registration and
 * recovery helpers and the payment provider's callbacks). Every other player API route must
 * answer 401 to a request without a token — including routes added later, which is the point.
 */
const PUBLIC = [
  /^\/wps\/system\//,
  /^\/wps\/session\/login(\/freeplay)?$/,
  /^\/wps\/verification\/sms\//,
  /^\/wps\/captcha$/,
  /^\/wps\/member\/register(\/mobile)?$/,
  /^\/wps\/agent\/affiliate$/,
  /^\/wps\/member\/password\/(email|reset|verification)$/,
  /^\/wps\/payments\/webhook\//,
  /^\/wps\/feedback$/,
  /^\/lgw\/(vn\/)?games\/(game_menus?|popular)$/,
  /^\/lgw\/vn\/numeros\//,
  // Drawn results with their seeds: anyone may verify a draw.
  /^\/lotto\/lgw\/games\/(results|issue|lobby)$/,
  /^\/wps\/relay\/(GCSGAME_hotGamesV2|MCSFE_getListAnnouncements|GCSGAME_getRankList)$/,
  // Visitors browse the catalogue (spec section 6); a token, when sent, only adds favourite marks.
  /^\/wps\/relay\/(GCSGAME_newGameVendor|GCSGAME_gameList|GCSGAME_getVassGameType)$/,
  // Visitors see the promotions page (a token, when sent, adds the member's states in them).
  /^\/wps\/relay\/(MCSFE_getPromotionList|MCSFE_getPromotionDetail|MCSFE_getRaffleDetail)$/,
  /^\/lgw\/games\/art\//,
  // The chat socket authenticates in its first message (a browser cannot send the header on a
  // WebSocket); chat pictures are reached by an unguessable key, as an <img> sends no token.
  /^\/wps\/chat\/(live|attachments\/:file)$/,
];

const t = useTestApp();

describe('authorisation sweep', () => {
  it('every member route answers 401 without a token', async () => {
    const guarded = t.app.deps.routes.filter(
      (r) => /^\/(wps|lgw|lotto)\//.test(r.url) && r.method !== 'HEAD' && !PUBLIC.some((p) => p.test(r.url)),
    );
    expect(guarded.length).toBeGreaterThan(5);
    for (const route of guarded) {
      const url = route.url.replace(/:(\w+)/g, '1');
      const res = await t.app.inject({
        method: route.method as 'GET',
        url,
        payload: route.method === 'GET' ? undefined : {},
      });
      expect({ route: `${route.method} ${route.url}`, status: res.statusCode, code: res.json().code }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 401,
        code: 'auth.required',
      });
    }
  });

  it('a forged or unknown token is refused the same way', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: { authorization: `Bearer ${'x'.repeat(43)}` },
    });
    expect(res.statusCode).toBe(401);
  });
});
