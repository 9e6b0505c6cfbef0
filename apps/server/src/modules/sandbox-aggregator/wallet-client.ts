import { randomUUID, type KeyObject } from 'node:crypto';
import { hub88Answer, type Hub88Answer } from '@arcadia/contracts';
import { signBody, type Hub88Transport } from '../hub88/hub88-api.ts';

export type WalletEndpoint = 'user/balance' | 'transaction/bet' | 'transaction/win' | 'transaction/rollback';
/** What the aggregator saw: the answer, or no answer at all (network failure or timeout). */
export type WalletReply = Hub88Answer | { status: 'NO_ANSWER'; request_uuid: string; error: string };

/**
 * The aggregator's side of the Wallet API: every call signed with the aggregator's private key
 * (X-Hub88-Signature over the exact body) and sent to the operator's /hub88/wallet/… routes.
 */
export function walletClient(transport: Hub88Transport, privateKey: KeyObject) {
  return async (endpoint: WalletEndpoint, body: Record<string, unknown>): Promise<WalletReply> => {
    const request_uuid = randomUUID();
    const raw = JSON.stringify({ ...body, request_uuid });
    try {
      const res = await transport(`/hub88/wallet/${endpoint}`, raw, {
        'content-type': 'application/json',
        'x-hub88-signature': signBody(raw, privateKey),
      });
      const parsed = hub88Answer.safeParse(JSON.parse(res.body));
      if (res.status !== 200 || !parsed.success)
        return { status: 'NO_ANSWER', request_uuid, error: `HTTP ${res.status}` };
      return parsed.data;
    } catch (error) {
      return { status: 'NO_ANSWER', request_uuid, error: error instanceof Error ? error.message : String(error) };
    }
  };
}
export type WalletClient = ReturnType<typeof walletClient>;
