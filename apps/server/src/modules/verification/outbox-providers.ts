import type { Db } from '../../db/schema.ts';
import { maskEmailForLog, maskPhoneForLog } from './mask.ts';
import { outboxRepository } from './outbox.repository.ts';
import type { EmailProvider, ProviderLog, SmsProvider } from './provider-types.ts';

/**
 * Development and test providers: messages land in `outbox_messages`, where tests and the
 * operator CLI read them. The log line says where to look but never carries the text (it holds
 * the code).
 */
export function createOutboxSmsProvider(db: Db, log: ProviderLog): SmsProvider {
  return {
    name: 'outbox',
    async send(to, text, meta) {
      const id = await outboxRepository.insert(db, {
        merchantId: meta?.merchantId ?? null,
        channel: 'sms',
        recipient: to,
        subject: null,
        body: text,
        provider: 'outbox',
        createdAt: new Date().toISOString(),
      });
      log.info(
        { outboxId: id, channel: 'sms' },
        `sms queued in outbox #${id} to ${maskPhoneForLog(to)}; read it with npm run admin -- outbox`,
      );
    },
  };
}

export function createOutboxEmailProvider(db: Db, log: ProviderLog): EmailProvider {
  return {
    name: 'outbox',
    async send(message) {
      const id = await outboxRepository.insert(db, {
        merchantId: message.merchantId ?? null,
        channel: 'email',
        recipient: message.to,
        subject: message.subject,
        body: message.html ? `${message.text}\n\n--- html ---\n${message.html}` : message.text,
        provider: 'outbox',
        createdAt: new Date().toISOString(),
      });
      log.info(
        { outboxId: id, channel: 'email' },
        `email queued in outbox #${id} to ${maskEmailForLog(message.to)}; read it with npm run admin -- outbox`,
      );
    },
  };
}
