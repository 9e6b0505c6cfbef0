import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/*
 * Secrets kept at rest (operators' TOTP secrets): sealed with AES-256-GCM and a fresh 12-byte IV,
 * written base64url as the encrypted request bodies are (DESIGN.md §3), as
 * `enc:v1:<kid>:<iv>:<ciphertext and tag>`. The key lives apart from the database, so a dump or a
 * backup of it alone does not give anyone an operator's second factor:
 *  - SECRETS_KEY (32 random bytes, base64url): the key; set it on every instance that shares a
 *    database (PostgreSQL behind a load balancer). SECRETS_KEY_PREVIOUS (comma-separated) keeps
 *    older keys readable after a rotation.
 *  - otherwise `<DATA_DIR>/secrets.key`, made on first use (mode 600) beside the SQLite file,
 *    which the server and the operator CLI of one install share.
 */

const PREFIX = 'enc:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

type Key = { kid: string; key: Buffer };
export type SecretBox = { seal(plain: string): string; open(sealed: string): string };

const kidOf = (key: Buffer) => createHash('sha256').update(key).digest('base64url').slice(0, 8);

function parseKey(text: string, name: string): Key {
  const key = Buffer.from(text.trim(), 'base64url');
  if (key.length !== 32)
    throw new Error(
      `${name} must be 32 bytes, base64url (node -e "console.log(crypto.randomBytes(32).toString('base64url'))")`,
    );
  return { kid: kidOf(key), key };
}

function keyFile(dataDir: string): Key {
  const file = path.join(dataDir, 'secrets.key');
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    // `wx`: of two processes starting at once, one writes the key and the other reads it.
    fs.writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return parseKey(fs.readFileSync(file, 'utf8'), file);
}

/** A box over `current` (sealing) and any older keys (opening what they sealed). */
export function secretBoxOf(current: Key, previous: Key[] = []): SecretBox {
  const keys = new Map([current, ...previous].map((k) => [k.kid, k.key]));
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current.key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      return `${PREFIX}${current.kid}:${iv.toString('base64url')}:${data.toString('base64url')}`;
    },
    open(sealed) {
      if (!isSealed(sealed)) throw new Error('secret-box: not a sealed value');
      const [kid, ivText, dataText] = sealed.slice(PREFIX.length).split(':');
      const key = keys.get(kid ?? '');
      if (!key) throw new Error(`secret-box: no key ${kid} (set SECRETS_KEY or SECRETS_KEY_PREVIOUS)`);
      const data = Buffer.from(dataText ?? '', 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(ivText ?? '', 'base64url'));
      decipher.setAuthTag(data.subarray(data.length - TAG_BYTES));
      return Buffer.concat([decipher.update(data.subarray(0, data.length - TAG_BYTES)), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

export const isSealed = (value: string) => value.startsWith(PREFIX);

let box: SecretBox | null = null;

/** The process's box, from SECRETS_KEY or the data directory's key file (read once). */
export function secretBox(env: NodeJS.ProcessEnv = process.env): SecretBox {
  if (box) return box;
  const current = env.SECRETS_KEY
    ? parseKey(env.SECRETS_KEY, 'SECRETS_KEY')
    : keyFile(path.resolve(env.DATA_DIR ?? 'data'));
  const previous = (env.SECRETS_KEY_PREVIOUS ?? '')
    .split(',')
    .filter((k) => k.trim() !== '')
    .map((k) => parseKey(k, 'SECRETS_KEY_PREVIOUS'));
  box = secretBoxOf(current, previous);
  return box;
}
