/**
 * SHA-256 and HMAC-SHA256 (FIPS 180-4, RFC 2104) in plain TypeScript, synchronous and free of Node
 * APIs so the browser verifier runs the very same code as the server. Written here rather than taken
 * from a library because a server hashes many rounds at once (a Crash chain is a million): a keyed
 * HMAC keeps its inner and outer states after the key block, so each round costs two compressions
 * and no allocation beyond the output. Checked against node:crypto and the FIPS vectors in sha256.test.ts.
 */

const K = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);
const INITIAL = new Int32Array([
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
]);

const W = new Int32Array(64);
const BLOCK = new Uint8Array(64);

/** Mixes one 64-byte block (bytes[offset..offset+63]) into state. */
function compress(state: Int32Array, bytes: Uint8Array, offset: number): void {
  for (let i = 0; i < 16; i++) {
    const j = offset + i * 4;
    W[i] = (bytes[j]! << 24) | (bytes[j + 1]! << 16) | (bytes[j + 2]! << 8) | bytes[j + 3]!;
  }
  for (let i = 16; i < 64; i++) {
    const w15 = W[i - 15]!;
    const w2 = W[i - 2]!;
    const s0 = ((w15 >>> 7) | (w15 << 25)) ^ ((w15 >>> 18) | (w15 << 14)) ^ (w15 >>> 3);
    const s1 = ((w2 >>> 17) | (w2 << 15)) ^ ((w2 >>> 19) | (w2 << 13)) ^ (w2 >>> 10);
    W[i] = (W[i - 16]! + s0 + W[i - 7]! + s1) | 0;
  }
  let a = state[0]!;
  let b = state[1]!;
  let c = state[2]!;
  let d = state[3]!;
  let e = state[4]!;
  let f = state[5]!;
  let g = state[6]!;
  let h = state[7]!;
  for (let i = 0; i < 64; i++) {
    const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const t1 = (h + S1 + ((e & f) ^ (~e & g)) + K[i]! + W[i]!) | 0;
    const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const t2 = (S0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  state[0] = (state[0]! + a) | 0;
  state[1] = (state[1]! + b) | 0;
  state[2] = (state[2]! + c) | 0;
  state[3] = (state[3]! + d) | 0;
  state[4] = (state[4]! + e) | 0;
  state[5] = (state[5]! + f) | 0;
  state[6] = (state[6]! + g) | 0;
  state[7] = (state[7]! + h) | 0;
}

/** Finishes a hash whose first `prefixLength` bytes (whole blocks) are already in `state`. */
function finish(state: Int32Array, prefixLength: number, message: Uint8Array, out: Uint8Array): Uint8Array {
  let offset = 0;
  for (; offset + 64 <= message.length; offset += 64) compress(state, message, offset);
  const rest = message.length - offset;
  BLOCK.fill(0);
  for (let i = 0; i < rest; i++) BLOCK[i] = message[offset + i]!;
  BLOCK[rest] = 0x80;
  if (rest >= 56) {
    compress(state, BLOCK, 0);
    BLOCK.fill(0);
  }
  const bits = (prefixLength + message.length) * 8;
  const high = Math.floor(bits / 0x1_0000_0000);
  BLOCK[56] = high >>> 24;
  BLOCK[57] = high >>> 16;
  BLOCK[58] = high >>> 8;
  BLOCK[59] = high;
  BLOCK[60] = bits >>> 24;
  BLOCK[61] = bits >>> 16;
  BLOCK[62] = bits >>> 8;
  BLOCK[63] = bits;
  compress(state, BLOCK, 0);
  for (let i = 0; i < 8; i++) {
    const word = state[i]!;
    out[i * 4] = word >>> 24;
    out[i * 4 + 1] = word >>> 16;
    out[i * 4 + 2] = word >>> 8;
    out[i * 4 + 3] = word;
  }
  return out;
}

export function sha256(message: Uint8Array): Uint8Array {
  return finish(INITIAL.slice(), 0, message, new Uint8Array(32));
}

/** A keyed HMAC-SHA256: the key blocks are hashed once, each message then costs two compressions. */
export function hmacSha256Keyed(key: Uint8Array): (message: Uint8Array) => Uint8Array {
  const keyBlock = new Uint8Array(64);
  keyBlock.set(key.length > 64 ? sha256(key) : key);
  const pad = new Uint8Array(64);
  const inner = INITIAL.slice();
  for (let i = 0; i < 64; i++) pad[i] = keyBlock[i]! ^ 0x36;
  compress(inner, pad, 0);
  const outer = INITIAL.slice();
  for (let i = 0; i < 64; i++) pad[i] = keyBlock[i]! ^ 0x5c;
  compress(outer, pad, 0);
  const innerDigest = new Uint8Array(32);
  const state = new Int32Array(8);
  return (message) => {
    state.set(inner);
    finish(state, 64, message, innerDigest);
    state.set(outer);
    return finish(state, 64, innerDigest, new Uint8Array(32));
  };
}

export function hmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array {
  return hmacSha256Keyed(key)(message);
}

const encoder = new TextEncoder();

/** UTF-8 bytes of a text; plain ASCII (every seed, nonce and game code) skips the encoder's overhead. */
export function utf8(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code > 0x7f) return encoder.encode(text);
    bytes[i] = code;
  }
  return bytes;
}

const HEX_PAIRS = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

export function toHex(bytes: Uint8Array): string {
  let hex = '';
  for (let i = 0; i < bytes.length; i++) hex += HEX_PAIRS[bytes[i]!];
  return hex;
}

/** The value of one hexadecimal digit's character code (either case); anything else counts 0. */
function nibble(code: number): number {
  if (code >= 48 && code <= 57) return code - 48;
  if (code >= 97 && code <= 102) return code - 87;
  if (code >= 65 && code <= 70) return code - 55;
  return 0;
}

/** Hexadecimal text → its bytes (the Crash chain hashes its hashes' raw bytes, bustabit's way). */
export function hexBytes(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length >> 1);
  for (let i = 0; i < bytes.length; i++)
    bytes[i] = (nibble(hex.charCodeAt(i * 2)) << 4) | nibble(hex.charCodeAt(i * 2 + 1));
  return bytes;
}

/** The commitment shown before play: SHA-256 of the seed's UTF-8 text, lowercase hex. */
export function sha256Hex(text: string): string {
  return toHex(sha256(utf8(text)));
}

/** A fresh secret seed: 32 random bytes as 64 lowercase hex characters (WebCrypto, browser and Node). */
export function randomSeedHex(): string {
  return toHex(globalThis.crypto.getRandomValues(new Uint8Array(32)));
}
