import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/session-store';
import { memberFixture } from '@/test/account-harness';
import { fakeNetwork } from '@/test/fake-network';
import { consumeUrlToken } from './url-token';

let network: ReturnType<typeof fakeNetwork>;
beforeEach(() => {
  network = fakeNetwork();
});
afterEach(() => {
  network.restore();
  window.history.replaceState(null, '', '/');
});

describe('auto-login from ?token', () => {
  it('stores the token, drops it from the address and loads the member info', async () => {
    network.on('/wps/member/info', () => memberFixture);
    window.history.replaceState(null, '', '/rng?token=tok_url&page=AV#top');
    const pending = consumeUrlToken();
    // Synchronously: the first route already sees the session, and the token left the address bar.
    expect(sessionStore.get('token')).toBe('tok_url');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/rng?page=AV#top');
    expect(await pending).toBe(true);
    expect(sessionStore.get('nickname')).toBe('Player One');
    expect(sessionStore.get('customerId')).toBe('42');
  });

  it('leaves the password-reset link alone', async () => {
    window.history.replaceState(null, '', '/resetPassword?token=reset_tok_xxxxxxxxxxxxxxxx');
    expect(await consumeUrlToken()).toBe(false);
    expect(sessionStore.get('token')).toBeNull();
    expect(window.location.search).toBe('?token=reset_tok_xxxxxxxxxxxxxxxx');
  });
});
