import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration from the environment', () => {
  it('defaults to SQLite under ./data on 127.0.0.1:8080', () => {
    const config = loadConfig({}, '/srv/arcadia');
    expect(config).toMatchObject({ port: 8080, host: '127.0.0.1', dataDir: '/srv/arcadia/data' });
    expect(config.database).toEqual({ kind: 'sqlite', file: '/srv/arcadia/data/arcadia.db', synchronous: 'normal' });
  });

  it('switches to PostgreSQL when DATABASE_URL is set', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@h/db',
    });
  });

  it('stops with an error naming each bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect(String((error as Error).message)).toMatch(/PORT/);
      expect(String((error as Error).message)).toMatch(/DATABASE_URL/);
    }
  });

  it('reads the trusted proxy list', () => {
    expect(loadConfig({ TRUSTED_PROXIES: '10.0.0.1, 10.1.0.0/16' }).trustedProxies).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
    ]);
  });
});

describe('test-only settings', () => {
  it('refuses a fixed captcha text outside NODE_ENV=test', () => {
    expect(() => loadConfig({ CAPTCHA_TEST_TEXT: 'AB12' })).toThrow(
      /CAPTCHA_TEST_TEXT: only allowed with NODE_ENV=test/,
    );
    expect(loadConfig({ CAPTCHA_TEST_TEXT: 'AB12', NODE_ENV: 'test' }).captchaTestText).toBe('AB12');
  });
});
