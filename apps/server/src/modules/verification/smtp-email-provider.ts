import nodemailer from 'nodemailer';
import type { Config } from '../../config/config.ts';
import { maskEmailForLog } from './mask.ts';
import { ProviderError, type EmailProvider, type ProviderLog } from './provider-types.ts';

type SmtpConfig = Extract<Config['email'], { provider: 'smtp' }>;

/** E-mail through any SMTP server (SMTP_URL like smtps://user:pass@mail.example.com:465). */
export function createSmtpEmailProvider(config: SmtpConfig, log: ProviderLog): EmailProvider {
  const transport = nodemailer.createTransport(config.url);
  return {
    name: 'smtp',
    async send(message) {
      try {
        await transport.sendMail({
          from: config.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
        });
      } catch (error) {
        // nodemailer errors can quote the SMTP dialogue, so only the class and code are kept.
        const code = (error as { code?: unknown }).code;
        log.error(
          { provider: 'smtp', errorCode: typeof code === 'string' ? code : undefined, to: maskEmailForLog(message.to) },
          'email not sent',
        );
        throw new ProviderError('smtp delivery failed');
      }
      log.info({ provider: 'smtp', to: maskEmailForLog(message.to) }, 'email sent');
    },
  };
}
