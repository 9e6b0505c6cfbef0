import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RG_BRAND_DEFAULTS } from '@arcadia/contracts';
import { renderWithStatus } from '@/test/account-harness';
import { fakeNetwork } from '@/test/fake-network';
import { RegisterForm } from './register-form';

let network: ReturnType<typeof fakeNetwork>;
beforeEach(() => {
  network = fakeNetwork();
  network.on('/wps/captcha', () => 'data:image/png;base64,AAAA');
});
afterEach(() => network.restore());

const brand = (patch: object) =>
  network.on('/wps/system/setting/responsible-gaming', () => ({ ...RG_BRAND_DEFAULTS, ...patch }));

describe('registration form and the brand’s responsible-gaming settings', () => {
  it('confirms age 18 with the agreement ticked, as the spec defaults', async () => {
    brand({});
    renderWithStatus(<RegisterForm variant="page" />, { flags: { USERNAMEREG3: true } });
    await waitFor(() => expect(network.requests('/wps/system/setting/responsible-gaming')).toHaveLength(1));
    const box = await screen.findByRole('checkbox', { name: /Tenho mais de 18 anos/ });
    expect(box).toBeChecked();
    expect(screen.getByRole('button', { name: 'Criar conta' })).toBeEnabled();
  });

  it('asks for age 21 with the agreement unticked where the brand’s licence requires it', async () => {
    brand({ minimumAge: 21, agreementTicked: false });
    const user = userEvent.setup();
    renderWithStatus(<RegisterForm variant="page" />, { flags: { USERNAMEREG3: true } });
    const box = await screen.findByRole('checkbox', { name: /Tenho mais de 21 anos/ });
    await waitFor(() => expect(box).not.toBeChecked());
    expect(screen.getByRole('button', { name: 'Criar conta' })).toBeDisabled();
    await user.click(box);
    expect(screen.getByRole('button', { name: 'Criar conta' })).toBeEnabled();
    // Reset goes back to the brand's default, unticked.
    await user.click(screen.getByRole('button', { name: /Limpar|Redefinir/ }));
    expect(box).not.toBeChecked();
  });

  it('keeps the spec’s defaults when the settings cannot be read', async () => {
    renderWithStatus(<RegisterForm variant="page" />, { flags: { USERNAMEREG3: true } });
    await waitFor(() => expect(network.requests('/wps/system/setting/responsible-gaming')).toHaveLength(1));
    expect(screen.getByRole('checkbox', { name: /Tenho mais de 18 anos/ })).toBeChecked();
  });
});
