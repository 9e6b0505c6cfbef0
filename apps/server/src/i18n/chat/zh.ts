import type { chatEn } from './en.ts';

export const chatZh: Record<keyof typeof chatEn, string> = {
  'chat.disabled': '在线客服暂不可用。',
  'chat.please_information': '请先注册正式账号，再联系在线客服。',
  'chat.not_found': '找不到该会话。',
  'chat.closed': '该会话已结束。',
  'chat.queue_forbidden': '您的角色无权处理该客服队列。',
};
