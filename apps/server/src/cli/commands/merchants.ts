import { listMerchants } from '../../modules/merchants/merchants.usecases.ts';
import { defineCommands } from '../command.ts';
import { listCommand } from '../command-builders.ts';

const merchants = listCommand({
  name: 'merchants',
  summary: 'List brands with code, name, default language, languages and domains',
  load: async (ctx) =>
    (await listMerchants(ctx.db)).map((m) => ({
      code: m.code,
      name: m.name,
      isDefault: m.isDefault,
      defaultLanguage: m.defaultLanguage,
      languages: m.languages,
      domains: m.domains,
    })),
  headers: ['CODE', 'NAME', 'DEFAULT', 'LANGUAGE', 'LANGUAGES', 'DOMAINS'],
  row: (m) => [
    m.code,
    m.name,
    m.isDefault ? 'yes' : '',
    m.defaultLanguage,
    m.languages.join(', '),
    // Route domains are the alternatives offered to players; mark them so they stand out.
    m.domains.map((d) => (d.isRoute ? `${d.domain} (route)` : d.domain)).join(', '),
  ],
});

export default defineCommands(10, [merchants]);
