import { listMerchants } from '../../modules/merchants/merchants.usecases.ts';
import { expectArgs, defineCommands, type Command } from '../command.ts';
import { table } from '../output.ts';

const merchants: Command = {
  name: 'merchants',
  summary: 'List brands with code, name, default language, languages and domains',
  async run(ctx) {
    expectArgs(ctx, this, 0);
    const all = await listMerchants(ctx.db);
    const data = all.map((m) => ({
      code: m.code,
      name: m.name,
      isDefault: m.isDefault,
      defaultLanguage: m.defaultLanguage,
      languages: m.languages,
      domains: m.domains,
    }));
    ctx.print(data, () =>
      table(
        ['CODE', 'NAME', 'DEFAULT', 'LANGUAGE', 'LANGUAGES', 'DOMAINS'],
        data.map((m) => [
          m.code,
          m.name,
          m.isDefault ? 'yes' : '',
          m.defaultLanguage,
          m.languages.join(', '),
          // Route domains are the alternatives offered to players; mark them so they stand out.
          m.domains.map((d) => (d.isRoute ? `${d.domain} (route)` : d.domain)).join(', '),
        ]),
      ),
    );
  },
};

export default defineCommands(10, [merchants]);
