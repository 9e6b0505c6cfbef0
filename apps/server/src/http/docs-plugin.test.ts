import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const docs = async (env: Record<string, string>) => {
  t = await createTestApp(env);
  const ui = await t.app.inject({ method: 'GET', url: '/docs' });
  const json = await t.app.inject({ method: 'GET', url: '/docs/json' });
  return [ui.statusCode, json.statusCode];
};

describe('the API documentation (/docs, /docs/json) is a setting', () => {
  it('is off by default in production, on in development and test', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).apiDocs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', API_DOCS: 'on' }).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', API_DOCS: 'off' }).apiDocs).toBe(false);
    expect(() => loadConfig({ API_DOCS: 'yes please' })).toThrow(/API_DOCS/);
  });

  it('a production server answers 404 for both, like any unknown path', async () => {
    const [ui, json] = await docs({ NODE_ENV: 'production' });
    expect(ui).toBe(404);
    expect(json).toBe(404);
    expect((await t!.app.inject({ method: 'GET', url: '/docs/json' })).json()).toMatchObject({ code: 'not_found' });
  });

  it('an operator may turn them on in production (test servers serve them by default: system.routes.test)', async () => {
    expect(await docs({ NODE_ENV: 'production', API_DOCS: 'on' })).toEqual([expect.any(Number), 200]);
    expect(t!.app.hasRoute({ method: 'GET', url: '/docs' })).toBe(true);
  });
});
