import { describe, expect, it } from 'vitest';
import { ApiError, CLIENT_CODES, isApiError } from './api-error';
import { readEnvelope, readEnvelopeValue } from './envelope';

const envelope = (fields: Record<string, unknown>) => ({
  success: true,
  code: 'ok',
  message: '',
  value: null,
  ...fields,
});
const failureOf = async (promise: Promise<unknown>): Promise<ApiError> => {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
};

describe('reading a response into its envelope', () => {
  it('answers the envelope of a success, and its value', async () => {
    const body = envelope({ value: { balance: '10.00' } });
    await expect(readEnvelope(Response.json(body))).resolves.toEqual(body);
    await expect(readEnvelopeValue(Response.json(body))).resolves.toEqual({ balance: '10.00' });
  });

  it("throws the envelope's status, code, message, field errors and value on a failure", async () => {
    const errors = [{ field: 'amount', key: 'validation.min', params: { min: 1 } }];
    const error = await failureOf(
      readEnvelope(
        Response.json(
          envelope({ success: false, code: 'request.invalid', message: 'Dados inválidos', errors, value: { x: 1 } }),
          { status: 400 },
        ),
      ),
    );
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      status: 400,
      code: 'request.invalid',
      message: 'Dados inválidos',
      errors,
      value: { x: 1 },
    });
  });

  it('treats success=false as a failure even with HTTP 200, and an error status as one even with success=true', async () => {
    const refused = await failureOf(readEnvelope(Response.json(envelope({ success: false, code: 'wallet.low' }))));
    expect(refused).toMatchObject({ status: 200, code: 'wallet.low', errors: [], value: null });
    const failed = await failureOf(readEnvelope(Response.json(envelope({ code: 'odd' }), { status: 500 })));
    expect(failed).toMatchObject({ status: 500, code: 'odd' });
  });

  it('gives a body that is no envelope the client codes: a network failure on an error status, else an invalid response', async () => {
    const page = new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' });
    expect(await failureOf(readEnvelope(page))).toMatchObject({
      status: 502,
      code: CLIENT_CODES.network,
      message: 'Bad Gateway',
    });
    const shapeless = Response.json({ ok: true });
    expect(await failureOf(readEnvelope(shapeless))).toMatchObject({ status: 200, code: CLIENT_CODES.invalidResponse });
    const noValue = Response.json({ success: true, code: 'ok', message: '' });
    expect(await failureOf(readEnvelope(noValue))).toMatchObject({ code: CLIENT_CODES.invalidResponse });
  });

  it("lets the caller word an unreadable body its own way (the console's localised failure)", async () => {
    const unreadable = (response: Response) =>
      new ApiError({ status: response.status, code: 'request.failed', message: 'Falhou' });
    const error = await failureOf(readEnvelopeValue(new Response('', { status: 504 }), { unreadable }));
    expect(error).toMatchObject({ status: 504, code: 'request.failed', message: 'Falhou' });
  });
});
