import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setNavigator } from '@/lib/navigation';
import { sessionStore } from '@/lib/session-store';
import { loginValueFixture, renderWithStatus } from '@/test/account-harness';
import { fail, fakeNetwork } from '@/test/fake-network';
import { closeAllModals } from '@/modals';
import { getModalStack } from '@/modals/modal-store';
import { LoginForm } from './login-form';

let network: ReturnType<typeof fakeNetwork>;
const calls = (path: string) => network.requests(path);

beforeEach(() => {
  network = fakeNetwork();
  setNavigator(vi.fn());
});
afterEach(() => {
  network.restore();
  setNavigator(null);
});

describe('login form', () => {
  it('shows the captcha only after a failed login flagged captcha, then always sends it', async () => {
    let attempt = 0;
    network.on('/wps/captcha', () => 'data:image/png;base64,AAAA');
    network.on('/wps/session/login', () => {
      attempt += 1;
      if (attempt === 1) return fail(400, 'auth.invalid_credentials');
      if (attempt === 2) return fail(400, 'auth.invalid_credentials', { value: { captcha: true } });
      return loginValueFixture;
    });
    const user = userEvent.setup();
    renderWithStatus(<LoginForm onForgot={() => undefined} />);

    await user.type(screen.getByRole('textbox', { name: 'Usuário' }), '  player01 ');
    await user.type(screen.getByLabelText('Senha'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Usuário ou senha incorretos.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Captcha' })).not.toBeInTheDocument();
    // Values are trimmed before they are sent.
    expect(calls('/wps/session/login')[0]!.body).toMatchObject({
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
    expect(calls('/wps/session/login')[2]!.body).toMatchObject({ captcha: 'ab12' });
    expect(calls('/wps/session/login')[2]!.encrypted).toBe(true);
    expect(sessionStore.get('nickname')).toBe('Player One');
    expect(sessionStore.get('memberLabelBgColor')).toBe('#7c5cff');
  });

  it('puts a field error of the answer under its field, not above the button', async () => {
    network.on('/wps/session/login', () =>
      fail(400, 'validation.invalid', { errors: [{ field: 'username', key: 'validation.invalid' }] }),
    );
    const user = userEvent.setup();
    renderWithStatus(<LoginForm onForgot={() => undefined} />);
    const username = screen.getByRole('textbox', { name: 'Usuário' });
    await user.type(username, 'player\u200b01');
    await user.type(screen.getByLabelText('Senha'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(username).toHaveAccessibleDescription('Este valor não é válido.'));
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert', { name: /não é válido/ })).toBeNull();
    // What was typed stays.
    expect(username).toHaveValue('player\u200b01');
  });

  it('opens the forced change-password modal for a weak password instead of logging in', async () => {
    network.on('/wps/session/login', () => ({ ...loginValueFixture, mustChangePassword: true }));
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

  it('a login code by SMS asks for the captcha first (an SMS costs money), and a closed check sends nothing', async () => {
    network.on('/wps/system/countryCodes', () => [{ countryCode: 'BR', countryDialingCode: '+55', name: 'Brasil' }]);
    network.on('/wps/captcha', () => 'data:image/png;base64,AAAA');
    network.on('/wps/verification/sms/noLogin', () => ({ expiredMinutes: 5 }));
    // A modal an earlier test left open would hide the form from the queries below.
    closeAllModals();
    await waitFor(() => expect(getModalStack()).toHaveLength(0));
    const user = userEvent.setup();
    renderWithStatus(<LoginForm onForgot={() => undefined} />, { flags: { MOBILEVERCODELOGIN3: true } });
    await user.click(screen.getByRole('tab', { name: 'Código SMS' }));
    await user.type(screen.getByRole('textbox', { name: 'Celular' }), '11987654321');

    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    const first = await screen.findByRole('dialog', { name: 'Verificação antes do SMS' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(first).not.toBeInTheDocument());
    expect(calls('/wps/verification/sms/noLogin')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    const check = await screen.findByRole('dialog', { name: 'Verificação antes do SMS' });
    await user.type(within(check).getByRole('textbox', { name: 'Caracteres da imagem' }), 'x7Kq');
    await user.click(within(check).getByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByRole('button', { name: /^Enviado \(\d+\)$/ })).toBeDisabled();
    expect(calls('/wps/verification/sms/noLogin')[0]!.body).toMatchObject({
      mobileNum: '11987654321',
      countryDialingCode: '+55',
      challenge: { captcha: 'x7Kq' },
    });
  });
});
