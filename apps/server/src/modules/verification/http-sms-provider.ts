import type { Config } from '../../config/config.ts';
import { maskPhoneForLog } from './mask.ts';
import { ProviderError, type ProviderLog, type SmsProvider } from './provider-types.ts';

type HttpSmsConfig = Extract<Config['sms'], { provider: 'http' }>;

const TIMEOUT_MS = 10_000;

/**
 * A generic HTTP gateway: POST {from, to, text} as JSON with a Bearer token. Most SMS vendors
 * (or a small adapter in front of one) accept this shape. Failures are logged with the status
 * only: the body we sent holds the code, and the gateway's answer may echo it.
 */
export function createHttpSmsProvider(config: HttpSmsConfig, log: ProviderLog): SmsProvider {
  return {
    name: 'http',
    async send(to, text) {
      let response: Response;
      try {
        response = await fetch(config.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${config.token}` },
          body: JSON.stringify({ from: config.from, to, text }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        const reason = error instanceof Error ? error.name : 'unknown';
        log.error({ provider: 'http', reason, to: maskPhoneForLog(to) }, 'sms gateway unreachable');
        throw new ProviderError(`sms gateway unreachable (${reason})`);
      }
      // Drain the body so the connection can be reused; its content is not logged.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) {
        log.error(
          { provider: 'http', status: response.status, to: maskPhoneForLog(to) },
          'sms gateway refused the message',
        );
        throw new ProviderError(`sms gateway answered ${response.status}`);
      }
      log.info({ provider: 'http', to: maskPhoneForLog(to) }, 'sms sent');
    },
  };
}
