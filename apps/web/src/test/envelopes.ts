import type { StatusValue } from '@arcadia/contracts';

/** A realistic status value built from the contract (invented brand, as DESIGN.md requires). */
export function makeStatus(overrides: Partial<StatusValue> = {}): StatusValue {
  return {
    status: 0,
    info: {
      merchant: {
        code: 'demo',
        name: 'Arcadia Demo',
        platform: 'web',
        lotteryType: 'Lott',
        currency: 'BRL',
        currencySymbol: 'R$',
        defaultLanguage: 'pt',
        languages: ['pt', 'en'],
        logoText: 'Arcadia',
      },
      whitelabel: [],
      registerRules: [],
      resources: {},
      customerService: [],
      analytics: { gtagId: null },
      imageCDNs: [],
      launchGameCDNs: [],
      encryption: { kid: 'k1', alg: 'RSA-OAEP-256+A256GCM', publicKey: { kty: 'RSA', n: 'AQAB', e: 'AQAB' } },
      verification: { challenge: null, phoneAuth: null },
    },
    location: { ip: '203.0.113.7', country: 'BR' },
    maintenance: { enabled: false, message: null, until: null },
    regionRestriction: { restricted: false, reason: null },
    ...overrides,
  };
}

export function ok<T>(value: T) {
  return { success: true, code: 'ok', message: 'OK', value };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
