import { sql, type Kysely } from 'kysely';
import { createTables, dropTables } from './helpers.ts';

/**
 * Launching games: RSA key pairs made on first use (our operator key for the sandbox, the sandbox
 * aggregator's own key) and the sandbox aggregator's play sessions. The demo studios, which only
 * the built-in sandbox aggregator serves, get their own route so a real Hub88 integration (route
 * hub88) never receives their launches.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTables(db, {
    game_key_pairs: {
      columns: {
        name: 'varchar(64) primary key',
        private_pem: 'text not null',
        created_at: 'varchar(40) not null',
      },
    },
    sandbox_aggregator_sessions: {
      columns: {
        id: 'varchar(64) primary key',
        user_id: 'varchar(64) not null',
        // The operator's launch token, sent back on every wallet call as a real aggregator would.
        token: 'varchar(256) not null',
        game_code: 'varchar(96) not null',
        currency: 'varchar(8) not null',
        lang: 'varchar(8) not null',
        lobby_url: 'varchar(255) not null',
        created_at: 'varchar(40) not null',
      },
    },
  });

  const demoStudios = [
    'KNO',
    'LMN',
    'VLV',
    'SMT',
    'CRL',
    'PXG',
    'SPW',
    'LXR',
    'NVA',
    'KRT',
    'AV',
    'AI',
    'IMES',
    'TF',
    'IA',
  ];
  await sql`update game_vendors set route = 'sandbox' where route = 'hub88' and code in (${sql.join(demoStudios)})`.execute(
    db,
  );
  // The lottery is served by this server (its own engine), like the in-house games.
  await sql`update game_vendors set route = 'inhouse' where code = 'TCG_SEA'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update game_vendors set route = 'hub88' where route = 'sandbox'`.execute(db);
  await dropTables(db, ['sandbox_aggregator_sessions', 'game_key_pairs']);
}
