import { hmacSha256Keyed, toHex, utf8 } from './sha256.ts';

/** What one provably fair round is computed from. */
export interface RoundSeeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** One HMAC block of a round, as the verifier shows it. */
export interface ByteBlock {
  cursor: number;
  message: string;
  hex: string;
}

export const FLOATS_PER_BLOCK = 8;

/** float = b0/256 + b1/256² + b2/256³ + b3/256⁴, computed exactly as one integer over 2³². */
export function floatAt(bytes: Uint8Array, offset: number): number {
  const value =
    bytes[offset]! * 0x100_0000 + bytes[offset + 1]! * 0x1_0000 + bytes[offset + 2]! * 0x100 + bytes[offset + 3]!;
  return value / 0x1_0000_0000;
}

/** `${prefix}:${cursor}` as bytes; the prefix is encoded once per round, cursors are ASCII digits. */
function messageWriter(prefix: string): (cursor: number) => Uint8Array {
  const head = utf8(`${prefix}:`);
  return (cursor) => {
    const digits = String(cursor);
    const message = new Uint8Array(head.length + digits.length);
    message.set(head);
    for (let i = 0; i < digits.length; i++) message[head.length + i] = digits.charCodeAt(i);
    return message;
  };
}

/**
 * Floats for a keyed HMAC and a message prefix (`clientSeed:nonce` or `gameCode:issue`): block `cursor`
 * is HMAC(key, `${prefix}:${cursor}`), eight floats per 32-byte block.
 */
export function floatsFromKeyed(hmac: (message: Uint8Array) => Uint8Array, prefix: string, count: number): number[] {
  const floats: number[] = [];
  const messageFor = messageWriter(prefix);
  for (let cursor = 0; floats.length < count; cursor++) {
    const block = hmac(messageFor(cursor));
    for (let offset = 0; offset < 32 && floats.length < count; offset += 4) floats.push(floatAt(block, offset));
  }
  return floats;
}

/** The blocks behind `count` floats, for the verifier's step-by-step view. */
export function blocksFromKeyed(hmac: (message: Uint8Array) => Uint8Array, prefix: string, count: number): ByteBlock[] {
  const blocks: ByteBlock[] = [];
  for (let cursor = 0; cursor * FLOATS_PER_BLOCK < count; cursor++) {
    const message = `${prefix}:${cursor}`;
    blocks.push({ cursor, message, hex: toHex(hmac(utf8(message))) });
  }
  return blocks;
}

/** Floats of one round: HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${cursor}`). */
export function roundFloats(seeds: RoundSeeds, count: number): number[] {
  return floatsFromKeyed(hmacSha256Keyed(utf8(seeds.serverSeed)), `${seeds.clientSeed}:${seeds.nonce}`, count);
}

export function roundBlocks(seeds: RoundSeeds, count: number): ByteBlock[] {
  return blocksFromKeyed(hmacSha256Keyed(utf8(seeds.serverSeed)), `${seeds.clientSeed}:${seeds.nonce}`, count);
}

/**
 * A float source for many rounds under one server seed (a busy server, the tests): the
 * HMAC key schedule is done once.
 */
export function roundFloatSource(serverSeed: string): (clientSeed: string, nonce: number, count: number) => number[] {
  const hmac = hmacSha256Keyed(utf8(serverSeed));
  return (clientSeed, nonce, count) => floatsFromKeyed(hmac, `${clientSeed}:${nonce}`, count);
}

/**
 * Forward Fisher–Yates over `items`: step i swaps position i with i + floor(float_i × (n − i)). The
 * first k positions are final after k steps, so Mines needs one float per mine and PK10 nine.
 */
export function shuffleWithFloats<T>(items: readonly T[], floats: readonly number[]): T[] {
  const result = [...items];
  const steps = Math.min(floats.length, result.length - 1);
  for (let i = 0; i < steps; i++) {
    const j = i + Math.floor(floats[i]! * (result.length - i));
    const held = result[i]!;
    result[i] = result[j]!;
    result[j] = held;
  }
  return result;
}

/** floor(a / b) for non-negative integers below 2⁵³, exact even where the float quotient rounds up. */
export function floorDiv(a: number, b: number): number {
  let q = Math.floor(a / b);
  if (q * b > a) q -= 1;
  else if ((q + 1) * b <= a) q += 1;
  return q;
}
