import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { adminConsolePlugin } from './admin-console-plugin.ts';

const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcadia-console-dist-'));
fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>console</title>');
afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }));

async function consoleOn(host: string | null) {
  const app = Fastify();
  await app.register(adminConsolePlugin, { distDir, host });
  return app;
}

describe('the console under /admin', () => {
  it("sends the chat desk's old address to the console's desk, and serves the console's pages", async () => {
    const app = await consoleOn(null);
    const old = await app.inject({ method: 'GET', url: '/admin/chat' });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/admin/desk');
    const desk = await app.inject({ method: 'GET', url: '/admin/desk' });
    expect(desk.statusCode).toBe(200);
    expect(desk.body).toContain('<title>console</title>');
    await app.close();
  });

  it('answers nothing on another host when the console is kept to its own host', async () => {
    const app = await consoleOn('backoffice.example');
    expect(
      (await app.inject({ method: 'GET', url: '/admin/chat', headers: { host: 'play.example' } })).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: '/admin/desk', headers: { host: 'play.example' } })).statusCode,
    ).toBe(404);
    const own = await app.inject({ method: 'GET', url: '/admin/chat', headers: { host: 'backoffice.example' } });
    expect(own.headers.location).toBe('/admin/desk');
    await app.close();
  });
});
