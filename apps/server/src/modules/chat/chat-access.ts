import type { ChatQueue, OperatorRole } from '@arcadia/contracts';
import { CHAT_VIP_RANK_ABOVE, roleHas } from '@arcadia/contracts';

/**
 * Which queues each operator role answers. Support agents and admins answer both: a VIP member
 * must never wait because only admins could see them, and VIP conversations are no more private
 * than the others. Finance handles money, not conversations, and sees none.
 */
export const CHAT_QUEUES_BY_ROLE: Record<OperatorRole, readonly ChatQueue[]> = {
  admin: ['normal', 'vip'],
  support: ['normal', 'vip'],
  finance: [],
  risk: [],
  marketing: [],
  content: [],
  readonly: [],
};

/** Whether a role works the chat desk (the permissions matrix's chat.desk, which the socket checks itself). */
export const answersChat = (role: OperatorRole) => roleHas(role, 'chat.desk');

/** The queue a member is served in: VIP for a club rank above 4 (spec portal.md section 4). */
export const queueForRank = (rankLevel: number | null): ChatQueue =>
  rankLevel !== null && rankLevel > CHAT_VIP_RANK_ABOVE ? 'vip' : 'normal';

/** Whether an operator (of one brand, or of all with null) may read a conversation. */
export function operatorMayRead(
  operator: { role: OperatorRole; merchantId: number | null },
  conversation: { queue: ChatQueue; merchantId: number },
): boolean {
  const brandOk = operator.merchantId === null || operator.merchantId === conversation.merchantId;
  return brandOk && CHAT_QUEUES_BY_ROLE[operator.role].includes(conversation.queue);
}
