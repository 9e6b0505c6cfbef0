import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Config } from '../../config/config.ts';
import type { DbOrTrx } from '../../db/schema.ts';

export type KeyPair = { privateKey: KeyObject; publicKey: KeyObject };

const cache = new WeakMap<object, Map<string, KeyPair>>();

/**
 * An RSA key pair kept in the database under `name`, made on first use (like the sandbox PSP's
 * secret), so every instance and every restart sign and verify with the same keys. Two instances
 * racing on the first use are settled by the primary key: the loser reads the winner's pair.
 */
export async function storedKeyPair(db: DbOrTrx, name: string): Promise<KeyPair> {
  const known = cache.get(db)?.get(name);
  if (known) return known;
  const read = () => db.selectFrom('game_key_pairs').select('private_pem').where('name', '=', name).executeTakeFirst();
  let row = await read();
  if (!row) {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    await db
      .insertInto('game_key_pairs')
      .values({
        name,
        private_pem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        created_at: new Date().toISOString(),
      })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    row = await read();
  }
  const pair = pairOf(row!.private_pem);
  if (!cache.has(db)) cache.set(db, new Map());
  cache.get(db)!.set(name, pair);
  return pair;
}

export function pairOf(privatePem: string): KeyPair {
  const privateKey = createPrivateKey(privatePem);
  return { privateKey, publicKey: createPublicKey(privateKey) };
}

export const readPublicKey = (file: string) => createPublicKey(readFileSync(file, 'utf8'));
export const readKeyPair = (file: string) => pairOf(readFileSync(file, 'utf8'));

/** Key names in game_key_pairs. */
export const KEY_NAMES = {
  /** The sandbox aggregator's own key: it signs the wallet calls it makes to us. */
  sandboxAggregator: 'sandbox-aggregator',
  /** Our operator key when HUB88_PRIVATE_KEY_FILE is not set: signs our calls to the sandbox. */
  operator: 'operator',
} as const;

/**
 * Our operator key: HUB88_PRIVATE_KEY_FILE, else one made on first use and kept in the database
 * (the sandbox aggregator knows us by it; `games:operator-key` prints its public half for Hub88).
 */
export const operatorKeyPair = (db: DbOrTrx, config: Pick<Config, 'hub88'>) =>
  config.hub88?.privateKeyFile ? readKeyPair(config.hub88.privateKeyFile) : storedKeyPair(db, KEY_NAMES.operator);
