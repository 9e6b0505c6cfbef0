import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { createTestDatabase } from '../../../test/test-db.ts';
import { getMerchantByCodeOrDefault, listMerchants } from './merchants.usecases.ts';

let database: DbHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

describe('merchant use cases', () => {
  it('picks the default brand when no code is given, and a brand by its code', async () => {
    expect((await getMerchantByCodeOrDefault(database.db)).code).toBe('arcadia');
    expect((await getMerchantByCodeOrDefault(database.db, 'arcadia')).isDefault).toBe(true);
  });

  it('refuses an unknown brand code with not_found naming the code', async () => {
    const error = await getMerchantByCodeOrDefault(database.db, 'nope').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'not_found', status: 404, params: { merchant: 'nope' } });
  });

  it('lists brands with only their own domains', async () => {
    const [demo] = await listMerchants(database.db);
    expect(demo).toMatchObject({
      code: 'arcadia',
      defaultLanguage: 'pt',
      languages: ['pt', 'en', 'zh', 'id', 'th', 'vi'],
    });
    expect(demo!.domains).toContainEqual({ domain: '127.0.0.1', isRoute: true });
    expect(demo!.domains).toContainEqual({ domain: 'localhost', isRoute: true });
  });
});
