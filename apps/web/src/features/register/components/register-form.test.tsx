import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setNavigator } from '@/lib/navigation';
import { sessionStore } from '@/lib/session-store';
import { closeAllModals } from '@/modals/modal-store';
import { loginValueFixture, renderWithStatus, setting } from '@/test/account-harness';
import { fail, fakeNetwork } from '@/test/fake-network';
import { RegisterForm } from './register-form';

let network: ReturnType<typeof fakeNetwork>;
const calls = (path: string) => network.requests(path);
const navigate = vi.fn();

beforeEach(() => {
  network = fakeNetwork();
  setNavigator(navigate);
  window.history.replaceState(null, '', '/register?code=AGENT7&referralCode=FRIEND9');
});
afterEach(() => {
  network.restore();
  navigate.mockReset();
  setNavigator(null);
  closeAllModals();
  window.history.replaceState(null, '', '/');
});

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /Usuário/ }), 'player01');
  await user.type(screen.getByLabelText('Senha'), 'Secret#1');
  await user.type(screen.getByLabelText('Confirmar senha'), 'Secret#1');
  await user.type(screen.getByRole('textbox', { name: 'Captcha' }), 'ab12');
}

/** The username registration (in the modal), filled in and submitted. */
async function submitUsernameForm() {
  const user = userEvent.setup();
  renderWithStatus(<RegisterForm variant="modal" />, { flags: { USERNAMEREG3: true } });
  await fill(user);
  await user.click(screen.getByRole('button', { name: 'Criar conta' }));
}

describe('registration form', () => {
  it('shows only enabled fields, marks required placeholders and explains the rules', async () => {
    network.on('/wps/captcha', () => 'data:image/png;base64,AAAA');
    const user = userEvent.setup();
    renderWithStatus(<RegisterForm variant="page" />, { flags: { USERNAMEREG3: true } });
    expect(screen.getByPlaceholderText('Escolha um usuário *')).toHaveAttribute('autocomplete', 'off');
    expect(screen.queryByRole('textbox', { name: 'E-mail' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Captcha' }), 'ab');
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByText('4 caracteres, apenas letras e números.')).toBeInTheDocument();
    expect(screen.getAllByText('Este campo é obrigatório.')).toHaveLength(3);
    // Unticking the agreement disables the submit button.
    await user.click(screen.getByRole('checkbox'));
    expect(screen.getByRole('button', { name: 'Criar conta' })).toBeDisabled();
  });

  it("shows each field's rule before and as the player types, before any submit", async () => {
    network.on('/wps/captcha', () => 'data:image/png;base64,AAAA');
    const user = userEvent.setup();
    renderWithStatus(<RegisterForm variant="page" />, { flags: { USERNAMEREG3: true } });
    const username = screen.getByRole('textbox', { name: /Usuário/ });
    expect(username).toHaveAccessibleDescription('6-16 caracteres, apenas letras e números.');
    await user.type(username, 'ab_');
    // Still typing (no blur, no submit): the rule turns into the field's error at once.
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription('6-16 caracteres, apenas letras e números.');
    await user.clear(username);
    await user.type(username, 'player01');
    expect(username).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Senha')).toHaveAccessibleDescription('6-20 caracteres, sem espaços.');
  });

  it('checks the affiliate code, registers, stores the session and opens the success modal', async () => {
    network.on('/wps/captcha', () => 'data:image/png;base64,AAAA');
    network.on('/wps/agent/affiliate', () => ({ valid: true, agentNickname: 'Agent' }));
    network.on('/wps/member/register', () => ({ username: 'player01', session: loginValueFixture }));
    const user = userEvent.setup();
    renderWithStatus(<RegisterForm variant="modal" />, { flags: { USERNAMEREG3: true, MOBILEREG3: true } });
    expect(screen.getByRole('tab', { name: /Celular/ })).toBeInTheDocument();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));

    expect(await screen.findByText('Cadastro realizado com sucesso!')).toBeInTheDocument();
    expect(calls('/wps/agent/affiliate')[0]!.query).toMatchObject({ code: 'AGENT7' });
    const options = calls('/wps/member/register')[0]!;
    expect(options.encrypted).toBe(true);
    expect(options.body).toMatchObject({
      username: 'player01',
      password: 'Secret#1',
      confirmPassword: 'Secret#1',
      captcha: 'ab12',
      affiliateCode: 'AGENT7',
      referralCode: 'FRIEND9',
      domain: 'localhost',
      login: true,
      registerMethod: 'WEB',
    });
    expect(String((options.body as Record<string, unknown>).registerUrl)).toContain('/register?code=AGENT7');
    expect(sessionStore.get('token')).toBe('tok_new');
    expect(navigate).toHaveBeenCalledWith('/', undefined);
  });

  it('a bad affiliate code stops with invitation_code_error; the typed values stay', async () => {
    network.on('/wps/captcha', () => 'data:image/png;base64,AAAA');
    network.on('/wps/agent/affiliate', () => fail(400, 'register.invitation_code_error'));
    await submitUsernameForm();
    expect(await screen.findByText('Código de convite inválido.')).toBeInTheDocument();
    expect(calls('/wps/member/register')).toHaveLength(0);
    // (The warning dialog hides the form from the accessibility tree, so find it by placeholder.)
    expect(screen.getByPlaceholderText('Escolha um usuário *')).toHaveValue('player01');
  });

  it('puts a server error under its field and keeps what was typed', async () => {
    window.history.replaceState(null, '', '/register');
    network.on('/wps/captcha', () => 'data:image/png;base64,AAAA');
    network.on('/wps/member/register', () => fail(409, 'register.username_taken'));
    await submitUsernameForm();
    expect(await screen.findByText('Este nome de usuário já está em uso.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Usuário/ })).toHaveValue('player01'));
    expect(screen.getByLabelText('Senha')).toHaveValue('Secret#1');
  });
  it('a number corrected after the SMS button complained is checked as it is typed, then the captcha is asked before the code is sent', async () => {
    network.on('/wps/system/countryCodes', () => [{ countryCode: 'BR', countryDialingCode: '+55', name: 'Brasil' }]);
    network.on('/wps/captcha', () => 'data:image/png;base64,AAAA');
    network.on('/wps/verification/sms/register', () => ({ expiredMinutes: 5 }));
    const user = userEvent.setup();
    const rules = [
      {
        registerType: 'registerMobile' as const,
        fields: [
          setting({ field: 'mobileNum', required: true, minLength: 8, maxLength: 15, patternId: 3 }),
          setting({ field: 'verificationCode', required: true, minLength: 4, maxLength: 6, patternId: 3 }),
        ],
      },
    ];
    renderWithStatus(<RegisterForm variant="page" initialType="registerMobile" />, {
      flags: { MOBILEREG3: true, SMSVERIF3: true },
      rules,
    });
    const number = screen.getByRole('textbox', { name: 'Celular' });
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByText('Informe um número de celular válido.')).toBeInTheDocument();
    expect(calls('/wps/verification/sms/register')).toHaveLength(0);

    // The error goes while typing (not on blur, when it would shift the button away from the
    // pointer), and the send that follows within the second is not throttled away.
    await user.type(number, '11987654321');
    await waitFor(() => expect(screen.queryByText('Informe um número de celular válido.')).not.toBeInTheDocument());
    expect(number).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    // No code goes out before the captcha is answered; an empty answer is refused in place.
    const check = await screen.findByRole('dialog', { name: 'Verificação antes do SMS' });
    expect(calls('/wps/verification/sms/register')).toHaveLength(0);
    await user.click(within(check).getByRole('button', { name: 'Enviar código' }));
    expect(await within(check).findByText('Captcha obrigatório.')).toBeInTheDocument();
    await user.type(within(check).getByRole('textbox', { name: 'Caracteres da imagem' }), 'x7Kq');
    await user.click(within(check).getByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByRole('button', { name: /^Enviado \(\d+\)$/ })).toBeDisabled();
    expect(calls('/wps/verification/sms/register')[0]!.body).toMatchObject({
      mobileNum: '11987654321',
      countryDialingCode: '+55',
      challenge: { captcha: 'x7Kq' },
    });
  });
});
