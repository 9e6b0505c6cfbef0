import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { sessionStore } from '@/lib/session-store';
import { closeAllModals, getModalStack } from '@/modals/modal-store';
import { requireMember } from './use-require-member';

const openModals = () => getModalStack().filter((entry) => entry.open);
afterEach(() => closeAllModals());

describe('login check for protected actions', () => {
  it('a visitor gets the login popup and the action does not run', () => {
    const action = vi.fn();
    requireMember(action);
    expect(action).not.toHaveBeenCalled();
    expect(openModals().map((m) => m.name)).toEqual(['login']);
  });

  it("a trial account (isAgent 4) gets the spec's 'Please Register An Account First' for games", () => {
    sessionStore.set('token', 't');
    sessionStore.set('isAgent', 4);
    const action = vi.fn();
    requireMember(action, { context: 'games' });
    expect(action).not.toHaveBeenCalled();
    const [dialog] = openModals();
    expect(dialog?.name).toBe('dialog');
    expect(dialog?.options).toMatchObject({ message: 'Cadastre uma conta primeiro.', confirmText: 'Entendi' });
  });

  it('the games warning says what the server says when it refuses a trial account', async () => {
    const { i18n } = await import('@/i18n');
    sessionStore.set('token', 't');
    sessionStore.set('isAgent', 0);
    await requireMember(() => Promise.reject(new ApiError({ status: 403, code: 'auth.trial_refused', message: 'x' })), {
      context: 'games',
    });
    expect(openModals()[0]?.options).toMatchObject({ message: i18n.t('errors.auth.trial_refused') });
  });

  it('a member runs the action; a server trial refusal gets the same warning', async () => {
    sessionStore.set('token', 't');
    sessionStore.set('isAgent', 0);
    expect(requireMember(() => 7)).toBe(7);
    expect(openModals()).toHaveLength(0);
    await requireMember(() => Promise.reject(new ApiError({ status: 403, code: 'auth.trial_refused', message: 'x' })));
    expect(openModals()[0]?.options).toMatchObject({ message: 'Use uma conta real para este recurso.' });
  });
});
