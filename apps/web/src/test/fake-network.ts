import { constants, createDecipheriv, generateKeyPairSync, privateDecrypt, webcrypto } from 'node:crypto';
import { vi } from 'vitest';
import { encryptedBodySchema, type PublicKeyInfo } from '@arcadia/contracts';
import { fromBase64Url } from '@/lib/base64url';
import { setEncryptionKey } from '@/lib/crypto';
import { jsonResponse, ok } from './envelopes';

/*
 * The web tests' only fake: `fetch`. Calls go through the real API client (headers, encryption,
 * envelope and contract checks), so a fixture that breaks its contract fails the test the way a
 * bad server answer would fail the app.
 */

export type FakeRequest = {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Headers;
  /** The JSON body, decrypted when the client encrypted it. */
  body: unknown;
  encrypted: boolean;
};

/** An error envelope with this HTTP status (what the server sends for a refused call). */
export class Failure {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly extra: { value?: unknown; errors?: { field: string; key: string }[] } = {},
  ) {}
}
export const fail = (status: number, code: string, extra?: Failure['extra']) => new Failure(status, code, extra);

type Handler = (request: FakeRequest) => unknown;

/** Decrypts a hybrid-encrypted body the way the server does (DESIGN.md section 3), with node:crypto. */
export function decryptBody(body: { key: string; iv: string; data: string }, privateKeyPem: string): unknown {
  const aesKey = privateDecrypt(
    { key: privateKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    fromBase64Url(body.key),
  );
  const data = fromBase64Url(body.data);
  const decipher = createDecipheriv('aes-256-gcm', aesKey, fromBase64Url(body.iv));
  decipher.setAuthTag(data.subarray(data.length - 16));
  const plain = Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]);
  return JSON.parse(plain.toString('utf8'));
}

/** A fresh RSA key pair, published to the client as the status call would. */
export function makeEncryptionKey(
  kid = 'key-test',
  modulusLength = 2048,
): { keyInfo: PublicKeyInfo; privateKeyPem: string } {
  const pair = generateKeyPairSync('rsa', { modulusLength });
  const jwk = pair.publicKey.export({ format: 'jwk' });
  return {
    keyInfo: {
      kid,
      alg: 'RSA-OAEP-256+A256GCM',
      publicKey: { kty: 'RSA', n: jwk.n!, e: jwk.e!, alg: 'RSA-OAEP-256', use: 'enc' },
    },
    privateKeyPem: pair.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
  };
}

let sharedKey: ReturnType<typeof makeEncryptionKey> | null = null;

/**
 * Stubs `fetch` with a route table. A handler returns the value of a success envelope, a
 * `fail(...)` for an error envelope, or a Response. An unrouted call answers 404, so a test never
 * passes on a call it did not expect. Call `restore()` after each test.
 */
export function fakeNetwork() {
  // jsdom does not always provide SubtleCrypto; node's WebCrypto is the same standard API.
  if (!globalThis.crypto?.subtle) vi.stubGlobal('crypto', webcrypto);
  // A short key: generating it is most of this helper's cost, and the tests only need it to round-trip.
  sharedKey ??= makeEncryptionKey('key-test', 1024);
  const { keyInfo, privateKeyPem } = sharedKey;
  setEncryptionKey(keyInfo);
  const routes = new Map<string, Handler>();
  const seen: FakeRequest[] = [];

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const raw = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    const parsed = encryptedBodySchema.safeParse(raw);
    const encrypted = parsed.success;
    const request: FakeRequest = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: new Headers(init.headers),
      body: parsed.success ? decryptBody(parsed.data, privateKeyPem) : raw,
      encrypted,
    };
    seen.push(request);
    const handler = routes.get(request.path);
    if (!handler) return jsonResponse({ success: false, code: 'not_found', message: 'No route', value: null }, 404);
    const reply = await handler(request);
    if (reply instanceof Response) return reply;
    if (reply instanceof Failure) {
      const { value = null, errors } = reply.extra;
      return jsonResponse({ success: false, code: reply.code, message: reply.code, value, errors }, reply.status);
    }
    return jsonResponse(ok(reply));
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    fetch: fetchMock,
    /** Answers calls to this path with the handler's value (or failure) from now on; a throw is a network error. */
    on(path: string, handler: Handler) {
      routes.set(path, handler);
      return this;
    },
    /** The requests made to this path, in order. */
    requests: (path: string) => seen.filter((request) => request.path === path),
    restore() {
      vi.unstubAllGlobals();
      setEncryptionKey(null);
    },
  };
}
