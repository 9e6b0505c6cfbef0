import type { FastifyReply } from 'fastify';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PROOF_MAX_BYTES } from '@arcadia/contracts';
import { withdrawalErrors } from './withdrawals.errors.ts';

export type StoredProof = { file: string; mime: 'image/png' | 'image/jpeg'; size: number };

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const STORED_NAME = /^[a-f0-9]{32}\.(png|jpg)$/;

/** The bytes decide, not the declared type or a file name: only real PNG or JPEG pass. */
export function detectImage(bytes: Buffer): StoredProof['mime'] | null {
  if (bytes.subarray(0, PNG.length).equals(PNG)) return 'image/png';
  if (bytes.subarray(0, JPEG.length).equals(JPEG)) return 'image/jpeg';
  return null;
}

export const proofDir = (dataDir: string) => path.join(dataDir, 'uploads', 'withdrawal-proofs');

/** Stores under a random name (never the client's), readable by the server user only. */
export async function saveProof(dataDir: string, bytes: Buffer): Promise<StoredProof> {
  if (bytes.length === 0) throw withdrawalErrors.proofRequired();
  if (bytes.length > PROOF_MAX_BYTES) throw withdrawalErrors.proofTooLarge(PROOF_MAX_BYTES / 1024 / 1024);
  const mime = detectImage(bytes);
  if (!mime) throw withdrawalErrors.proofType();
  const file = `${randomBytes(16).toString('hex')}.${mime === 'image/png' ? 'png' : 'jpg'}`;
  await mkdir(proofDir(dataDir), { recursive: true, mode: 0o700 });
  await writeFile(path.join(proofDir(dataDir), file), bytes, { mode: 0o600, flag: 'wx' });
  return { file, mime, size: bytes.length };
}

export async function readProof(dataDir: string, file: string): Promise<Buffer> {
  if (!STORED_NAME.test(file)) throw withdrawalErrors.proofNotFound();
  try {
    return await readFile(path.join(proofDir(dataDir), file));
  } catch {
    throw withdrawalErrors.proofNotFound();
  }
}

export async function deleteProof(dataDir: string, file: string): Promise<void> {
  if (STORED_NAME.test(file)) await rm(path.join(proofDir(dataDir), file), { force: true });
}

/** Served as an attachment-safe image: private, never cached by shared caches, never sniffed. */
export function sendProof(reply: FastifyReply, proof: { mime: string }, bytes: Buffer) {
  return reply
    .header('content-type', proof.mime)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', 'inline')
    .send(bytes);
}
