import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiCall, type Contract } from '@/lib/api-client';
import type * as ApiClient from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { setNavigator } from '@/lib/navigation';
import { sessionStore } from '@/lib/session-store';
import { loginValueFixture, renderWithStatus } from '@/test/account-harness';
import { LoginForm } from './login-form';

vi.mock('@/lib/api-client', async (original) => ({ ...(await original<typeof ApiClient>()), apiCall: vi.fn() }));
const api = vi.mocked(apiCall);
const calls = (path: string) => api.mock.calls.filter(([contract]) => (contract as Contract).path === path);

beforeEach(() => setNavigator(vi.fn()));
afterEach(() => {
  api.mockReset();
  setNavigator(null);
});

describe('login form', () => {
  it('shows the captcha only after a failed login flagged captcha, then always sends it', async () => {
    let attempt = 0;
    api.mockImplementation(async (contract) => {
      const path = (contract as Contract).path;
      if (path === '/wps/captcha') return 'data:image/png;base64,AAAA';
      if (path === '/wps/session/login') {
        attempt += 1;
        if (attempt === 1) throw new ApiError({ status: 400, code: 'auth.invalid_credentials', message: 'x' });
        if (attempt === 2) {
          throw new ApiError({ status: 400, code: 'auth.invalid_credentials', message: 'x', value: { captcha: true } });
        }
        return loginValueFixture;
      }
      throw new Error(`unexpected ${path}`);
    });
    const user = userEvent.setup();
    renderWithStatus(<LoginForm onForgot={() => undefined} />);

    await user.type(screen.getByRole('textbox', { name: 'Usuário' }), '  player01 ');
    await user.type(screen.getByLabelText('Senha'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Usuário ou senha incorretos.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Captcha' })).not.toBeInTheDocument();
    // Values are trimmed before they are sent.
    expect(calls('/wps/session/login')[0]![1].body).toMatchObject({
      username: 'player01',
      password: 'wrong',
      type: 'username',
    });

    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    const captcha = await screen.findByRole('textbox', { name: 'Captcha' });
    expect(await screen.findByAltText('Imagem do captcha')).toHaveAttribute('src', 'data:image/png;base64,AAAA');

    // From now on the captcha is required, and sent.
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Captcha obrigatório.')).toBeInTheDocument();
    expect(calls('/wps/session/login')).toHaveLength(2);
    await user.type(captcha, 'ab12');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(sessionStore.get('token')).toBe('tok_new'));
    expect(calls('/wps/session/login')[2]![1].body).toMatchObject({ captcha: 'ab12' });
    expect(calls('/wps/session/login')[2]![1].encrypted).toBe(true);
    expect(sessionStore.get('nickname')).toBe('Player One');
    expect(sessionStore.get('memberLabelBgColor')).toBe('#7c5cff');
  });

  it('opens the forced change-password modal for a weak password instead of logging in', async () => {
    api.mockImplementation(async (contract) => {
      if ((contract as Contract).path === '/wps/session/login')
        return { ...loginValueFixture, mustChangePassword: true };
      return null;
    });
    const user = userEvent.setup();
    renderWithStatus(<LoginForm onForgot={() => undefined} />);
    await user.type(screen.getByRole('textbox', { name: 'Usuário' }), 'player01');
    await user.type(screen.getByLabelText('Senha'), '123456');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText(/escolha uma nova senha antes de continuar/)).toBeInTheDocument();
    // Not logged in: the token of that login stays in memory only.
    expect(sessionStore.get('token')).toBeNull();
    expect(screen.queryByLabelText('Senha atual')).not.toBeInTheDocument();
  });
});
