import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDomainRoute, getStatus } from '@arcadia/contracts';
import { jsonResponse, makeStatus, ok } from '@/test/envelopes';
import { apiCall, apiRequest, setApiLanguage } from './api-client';
import { ApiError } from './api-error';
import { setEncryptionKey } from './crypto';
import { sessionStore } from './session-store';

const fetchMock = vi.fn<typeof fetch>();
const lastRequest = () => {
  const [url, init] = fetchMock.mock.calls.at(-1)!;
  return { url: String(url), init: init!, headers: new Headers(init!.headers) };
};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setApiLanguage('pt');
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  setEncryptionKey(null);
});

describe('api client', () => {
  it('returns the validated value of a successful envelope', async () => {
    const status = makeStatus();
    fetchMock.mockResolvedValueOnce(jsonResponse(ok(status)));
    await expect(apiCall(getStatus, { moduleId: 'system' })).resolves.toEqual(status);
    expect(lastRequest().url).toBe('/wps/system/status');
    expect(lastRequest().init.method).toBe('GET');
  });

  it('sends Language and X-Module-Id on every call, and Bearer only with a session token', async () => {
    setApiLanguage('vi');
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(ok({ domainList: [] }))));
    await apiCall(getDomainRoute, { moduleId: 'layout' });
    expect(lastRequest().headers.get('Language')).toBe('vi');
    expect(lastRequest().headers.get('X-Module-Id')).toBe('layout');
    expect(lastRequest().headers.has('Authorization')).toBe(false);

    sessionStore.set('token', 'tok_123');
    await apiCall(getDomainRoute, { moduleId: 'layout' });
    expect(lastRequest().headers.get('Authorization')).toBe('Bearer tok_123');
  });

  it('sends the same random X-Device-Id on every call', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(ok({ domainList: [] }))));
    await apiCall(getDomainRoute, { moduleId: 'layout' });
    const device = lastRequest().headers.get('X-Device-Id');
    expect(device).toMatch(/^[0-9a-f]{32}$/);
    await apiCall(getDomainRoute, { moduleId: 'layout' });
    expect(lastRequest().headers.get('X-Device-Id')).toBe(device);
  });

  it('adds query parameters, skipping empty ones', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(ok({ domainList: [] })));
    await apiCall(getDomainRoute, { moduleId: 'system', query: { pageNo: 2, q: 'a b', none: undefined } });
    expect(lastRequest().url).toBe('/wps/system/domainRoute?pageNo=2&q=a+b');
  });

  it('throws a typed ApiError with code, message, field errors and value on success=false', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        {
          success: false,
          code: 'request.invalid',
          message: 'Dados inválidos',
          value: { captcha: true },
          errors: [{ field: 'username', key: 'validation.required' }],
        },
        400,
      ),
    );
    const error = await apiCall(getDomainRoute, { moduleId: 'system' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'request.invalid',
      message: 'Dados inválidos',
      value: { captcha: true },
      errors: [{ field: 'username', key: 'validation.required' }],
    });
  });

  it('treats success=false as a failure even with HTTP 200', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ success: false, code: 'conflict', message: 'x', value: null }));
    await expect(apiCall(getDomainRoute, { moduleId: 'system' })).rejects.toMatchObject({
      status: 200,
      code: 'conflict',
    });
  });

  it('clears the session (but keeps the merchant) on 401', async () => {
    sessionStore.setMerchantDefaults({ merchantCode: 'demo' });
    sessionStore.set('token', 'expired');
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ success: false, code: 'auth.required', message: 'x', value: null }, 401),
    );
    await expect(apiCall(getDomainRoute, { moduleId: 'system' })).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.get('token')).toBeNull();
    expect(sessionStore.get('merchantCode')).toBe('demo');
  });

  it('rejects a success envelope that breaks the contract', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.mockResolvedValueOnce(jsonResponse(ok({ domainList: 'nope' })));
    await expect(apiRequest(getDomainRoute, { moduleId: 'system' })).rejects.toMatchObject({
      code: 'client.invalid_response',
    });
  });

  it('reports network failures and non-JSON errors with client codes', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiCall(getDomainRoute, { moduleId: 'system' })).rejects.toMatchObject({
      status: 0,
      code: 'client.network',
    });
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiCall(getDomainRoute, { moduleId: 'system' })).rejects.toMatchObject({
      status: 502,
      code: 'client.network',
    });
  });

  it('sends a JSON body and refuses to send an encrypted one before the key is known', async () => {
    const contract = { method: 'POST', path: '/wps/example/:id', response: getDomainRoute.response } as const;
    fetchMock.mockResolvedValueOnce(jsonResponse(ok({ domainList: [] })));
    await apiCall(contract, { moduleId: 'test', params: { id: 7 }, body: { a: 1 } });
    expect(lastRequest().url).toBe('/wps/example/7');
    expect(lastRequest().init.body).toBe('{"a":1}');
    expect(lastRequest().headers.get('Content-Type')).toBe('application/json');

    await expect(
      apiCall(contract, { moduleId: 'test', params: { id: 7 }, body: { a: 1 }, encrypted: true }),
    ).rejects.toMatchObject({
      code: 'client.encryption_unavailable',
    });
  });
});
