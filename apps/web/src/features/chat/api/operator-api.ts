import {
  adminCloseConversation,
  adminGetConversation,
  adminListConversations,
  adminReadConversation,
  adminReplyConversation,
  operatorEnrol,
  operatorLogin,
  operatorVerify,
  type ChatQueue,
} from '@arcadia/contracts';
import { apiValue } from '@/lib/api-value';

const MODULE_ID = 'operator-chat';

/**
 * The operators' desk calls. The operator token stays in the desk's memory and goes with each
 * call as its own header: it is never stored where the member's session lives.
 */
export function operatorApi(token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  return {
    list: (queue: ChatQueue | undefined, status: 'open' | 'closed') =>
      apiValue(adminListConversations, { moduleId: MODULE_ID, headers, query: { queue, status } }),
    get: (id: number) => apiValue(adminGetConversation, { moduleId: MODULE_ID, headers, params: { id } }),
    reply: (id: number, text: string) =>
      apiValue(adminReplyConversation, { moduleId: MODULE_ID, headers, params: { id }, body: { text } }),
    read: (id: number, upTo: number) =>
      apiValue(adminReadConversation, { moduleId: MODULE_ID, headers, params: { id }, body: { upTo } }),
    close: (id: number) => apiValue(adminCloseConversation, { moduleId: MODULE_ID, headers, params: { id } }),
  };
}

/** Sign-in in the console's two steps: the password, then an authenticator code (enrolled on the first). */
export const signInOperator = (username: string, password: string) =>
  apiValue(operatorLogin, { moduleId: MODULE_ID, body: { username, password } });
export const enrolOperator = (challenge: string) =>
  apiValue(operatorEnrol, { moduleId: MODULE_ID, body: { challenge } });
export const verifyOperator = (challenge: string, code: string) =>
  apiValue(operatorVerify, { moduleId: MODULE_ID, body: { challenge, code } });
