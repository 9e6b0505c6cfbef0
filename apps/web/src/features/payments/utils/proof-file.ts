import { PROOF_MAX_BYTES } from '@arcadia/contracts';

export const PROOF_TYPES = ['image/png', 'image/jpeg'] as const;
export const PROOF_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';
const EXTENSION = /\.(png|jpe?g)$/i;

export type ProofProblem = 'type' | 'size' | 'empty';

/**
 * The client-side check of a "not received" proof (spec: png or jpg only, at most 5 MB); the
 * server checks the bytes again. A file whose type the browser cannot tell is judged by its name.
 */
export function checkProofFile(file: Pick<File, 'name' | 'size' | 'type'>): ProofProblem | null {
  const typeOk = file.type ? (PROOF_TYPES as readonly string[]).includes(file.type) : EXTENSION.test(file.name);
  if (!typeOk) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > PROOF_MAX_BYTES) return 'size';
  return null;
}

/** PNG and JPEG signatures: a renamed file of another kind is refused before upload. */
export async function hasImageSignature(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => head[i] === byte);
  const jpeg = head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
  return png || jpeg;
}
