import { sql, type Kysely } from 'kysely';
import { createTables, dropTables } from './helpers.ts';

/**
 * The game catalogue: vendors gain a category, names per language, art and routing; games, home
 * lanes, generated art, favourites and recent games. Indexes follow the list queries: a category
 * page (category + enabled, ordered hot then popularity), a vendor tab, and a member's lists.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const vendorColumns: [string, string, string][] = [
    ['category', 'varchar(12)', "'RNG'"],
    ['names', 'text', "'{}'"],
    ['is_hot', 'integer', '0'],
    // inhouse: games served by this server, in-process wallet; hub88: launched through a Hub88 API.
    ['route', 'varchar(12)', "'hub88'"],
  ];
  for (const [name, type, fallback] of vendorColumns) {
    await db.schema
      .alterTable('game_vendors')
      .addColumn(name, sql.raw(type), (c) => c.notNull().defaultTo(sql.raw(fallback)))
      .execute();
  }

  await createTables(db, {
    games: {
      columns: {
        id: 'serial primary key',
        merchant_id: 'integer not null references merchants.id',
        vendor_id: 'integer not null references game_vendors.id',
        game_code: 'varchar(64) not null',
        // The vendor's (or aggregator's) own code, sent when launching.
        code: 'varchar(96) not null',
        // Copied from the vendor so a category page reads one table.
        category: 'varchar(12) not null',
        names: 'text not null',
        // Every name in lower case, for search in any language.
        search: 'text not null',
        art: 'varchar(120) not null',
        is_hot: 'integer not null default 0',
        is_new: 'integer not null default 0',
        enabled: 'integer not null default 1',
        demo: 'integer not null default 1',
        min_bet: 'bigint not null default 0',
        min_line_num: 'integer not null default 0',
        // ",SLOT,NEW," so one LIKE finds a tag.
        classify: "varchar(200) not null default ''",
        default_play_type: "varchar(40) not null default ''",
        account_type_name: "varchar(40) not null default ''",
        is_game: "varchar(12) not null default 'GAME'",
        popularity: 'integer not null default 0',
        sort: 'integer not null default 0',
        created_at: 'varchar(40) not null',
      },
      checks: {
        games_is_game: "is_game in ('GAME', 'VASSALAGE')",
      },
      indexes: {
        games_code: 'unique (merchant_id, vendor_id, game_code)',
        games_category_list: '(merchant_id, category, enabled, sort, is_hot, popularity)',
        games_vendor_list: '(vendor_id, enabled, sort, is_hot, popularity)',
      },
    },
    game_lanes: {
      columns: {
        id: 'serial primary key',
        merchant_id: 'integer not null references merchants.id',
        title: 'varchar(40) not null',
        category: 'varchar(12) not null',
        classify: 'varchar(20)',
        sort: 'integer not null default 0',
      },
    },
    // Generated art (SVG), addressed by a versioned name so answers can be cached for a year.
    game_art: {
      columns: {
        name: 'varchar(120) primary key',
        content_type: 'varchar(40) not null',
        body: 'text not null',
      },
    },
    game_favourites: {
      columns: {
        member_id: 'integer not null references members.id on delete cascade',
        game_id: 'integer not null references games.id on delete cascade',
        created_at: 'varchar(40) not null',
      },
      primaryKey: ['member_id', 'game_id'],
    },
    game_recent: {
      columns: {
        member_id: 'integer not null references members.id on delete cascade',
        game_id: 'integer not null references games.id on delete cascade',
        last_played: 'varchar(40) not null',
        plays: 'integer not null default 1',
      },
      primaryKey: ['member_id', 'game_id'],
      indexes: {
        game_recent_member: '(member_id, last_played)',
      },
    },
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['game_recent', 'game_favourites', 'game_art', 'game_lanes', 'games']);
  for (const column of ['route', 'is_hot', 'names', 'category'])
    await db.schema.alterTable('game_vendors').dropColumn(column).execute();
}
