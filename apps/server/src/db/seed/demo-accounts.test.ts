import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkField, getRegisterSettings, type RegisterSettingEntry } from '@arcadia/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DEMO_ACCOUNTS } from './demo-members.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the demo brand's registration rules and its demo accounts", () => {
  it('agree: every demo username is one the registration form accepts, as are names like it', async () => {
    const res = await t.app.inject({ method: 'GET', url: getRegisterSettings.path });
    const entries = res.json<{ value: RegisterSettingEntry[] }>().value;
    for (const entry of entries) {
      const rule = entry.fields.find((field) => field.field === 'username');
      if (!rule?.enabled) continue;
      for (const username of [DEMO_ACCOUNTS.player.username, DEMO_ACCOUNTS.agent.username, 'newbie_audit1']) {
        expect(checkField(rule, username), `${entry.registerType}: ${username}`).toBeNull();
      }
      expect(checkField(rule, 'no spaces here')).not.toBeNull();
    }
  });
});
