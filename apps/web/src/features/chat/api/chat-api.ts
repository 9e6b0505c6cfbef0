import {
  getChatHistory,
  getChatUrl,
  markChatRead,
  sendChatMessage,
  uploadChatAttachment,
  type Language,
} from '@arcadia/contracts';
import { apiValue } from '@/lib/api-value';

export const CHAT_MODULE_ID = 'chat';

export const fetchChatUrl = (input: { title: string; language: Language; headerColor?: string }) =>
  apiValue(getChatUrl, { moduleId: CHAT_MODULE_ID, body: { b2c: 1, ...input } });

export const fetchHistory = (beforeId?: number) =>
  apiValue(getChatHistory, { moduleId: CHAT_MODULE_ID, query: { beforeId, pageSize: 50 } });

export const postMessage = (text: string) => apiValue(sendChatMessage, { moduleId: CHAT_MODULE_ID, body: { text } });

export const postPicture = (file: Blob, text = '') =>
  apiValue(uploadChatAttachment, { moduleId: CHAT_MODULE_ID, body: file, query: { text } });

export const markRead = (upTo: number) => apiValue(markChatRead, { moduleId: CHAT_MODULE_ID, body: { upTo } });
