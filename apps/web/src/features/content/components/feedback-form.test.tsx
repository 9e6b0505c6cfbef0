import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/i18n';
import contentPt from '@/i18n/locales/content/pt.json';
import { fail, fakeNetwork } from '@/test/fake-network';
import { FeedbackForm } from './feedback-form';

let network: ReturnType<typeof fakeNetwork>;
// The content texts load with the help centre in the app; here the form is rendered directly.
beforeAll(() => {
  i18n.addResourceBundle('pt', 'translation', contentPt, true, true);
});
beforeEach(() => {
  network = fakeNetwork();
});
afterEach(() => network.restore());

describe('feedback form', () => {
  it('refuses too few words under the message, sends nothing and keeps the text', async () => {
    const user = userEvent.setup();
    render(<FeedbackForm />);
    const message = screen.getByRole('textbox', { name: 'Sua mensagem' });
    await user.type(message, 'muito curto aqui');
    expect(message).toHaveAccessibleDescription('Entre 5 e 300 palavras. 3 até agora.');
    await user.click(screen.getByRole('button', { name: 'Enviar opinião' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Escreva pelo menos 5 palavras.');
    expect(message).toHaveAccessibleDescription('Escreva pelo menos 5 palavras.');
    expect(message).toHaveValue('muito curto aqui');
    expect(network.requests('/wps/feedback')).toHaveLength(0);
  });

  it('puts the server refusal of the phone under the phone, then sends and clears once fixed', async () => {
    let calls = 0;
    network.on('/wps/feedback', () => (++calls === 1 ? fail(400, 'feedback.phone_digits') : { id: 7 }));
    const user = userEvent.setup();
    render(<FeedbackForm />);
    const message = screen.getByRole('textbox', { name: 'Sua mensagem' });
    const phone = screen.getByRole('textbox', { name: /Telefone/ });
    await user.type(message, 'o lobby de jogos carrega devagar à noite');
    await user.type(phone, '+55 11 98765-4321');
    await user.click(screen.getByRole('button', { name: 'Enviar opinião' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('O telefone deve ter 8-15 dígitos.');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(network.requests('/wps/feedback')[0]!.body).toMatchObject({ phone: '+55 11 98765-4321' });

    await user.click(screen.getByRole('button', { name: 'Enviar opinião' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Obrigado! Sua opinião chegou à nossa equipe.');
    expect(message).toHaveValue('');
  });
});
