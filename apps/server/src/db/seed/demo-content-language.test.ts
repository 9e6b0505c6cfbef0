import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@arcadia/contracts';
import { useTestApp } from '../../../test/test-app.ts';
import { DEMO_TEXTS } from './demo-texts/index.ts';

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });

const get = async (url: string, language: Language) =>
  (await t.app.inject({ method: 'GET', url, headers: { Language: language } })).json().value;

/** Every seeded title of every language but `language`: none of them may reach its pages. */
const foreignTitles = (language: Language) =>
  new Set(
    LANGUAGES.filter((other) => other !== language).flatMap((other) => [
      ...Object.values(DEMO_TEXTS[other].announcements).map(([title]) => title),
      ...Object.values(DEMO_TEXTS[other].banners).map(([title]) => title),
      ...Object.values(DEMO_TEXTS[other].help).map(([title]) => title),
    ]),
  );
const own = (language: Language, part: 'announcements' | 'banners' | 'help') =>
  Object.values(DEMO_TEXTS[language][part]).map(([title]) => title);

describe('the demo content speaks one language per page', () => {
  it('the brand offers every language the portal speaks', async () => {
    expect((await get('/wps/system/status', 'en')).info.merchant.languages).toEqual([...LANGUAGES]);
  });

  for (const language of LANGUAGES)
    it(`${language}: banners, announcements (with the popup) and help are all in ${language}`, async () => {
      const foreign = foreignTitles(language);
      const banners: { title: string }[] = (await get('/wps/system/banners?groupName=hot', language)).list;
      expect(banners.map((b) => b.title)).toEqual(own(language, 'banners').slice(0, 3));

      const notices = await get('/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&pageSize=50', language);
      expect(notices.total).toBe(12);
      const titles: string[] = notices.list.map((n: { title: string }) => n.title);
      expect(new Set(titles)).toEqual(new Set(own(language, 'announcements')));
      expect(notices.popup.map((n: { title: string }) => n.title)).toEqual([
        DEMO_TEXTS[language].announcements.welcome[0],
      ]);

      const help = JSON.stringify(await get('/wps/system/helpCenter', language));
      for (const title of own(language, 'help')) expect(help).toContain(title);
      for (const title of [...titles, ...banners.map((b) => b.title)]) expect(foreign.has(title)).toBe(false);
    });
});
