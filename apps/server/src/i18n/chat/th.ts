import type { chatEn } from './en.ts';

export const chatTh: Record<keyof typeof chatEn, string> = {
  'chat.disabled': 'แชทสดไม่พร้อมใช้งานในขณะนี้',
  'chat.please_information': 'กรุณาสมัครบัญชีจริงเพื่อแชทกับฝ่ายบริการลูกค้า',
  'chat.not_found': 'ไม่พบการสนทนานี้',
  'chat.closed': 'การสนทนานี้ถูกปิดแล้ว',
  'chat.queue_forbidden': 'บทบาทของคุณไม่สามารถตอบคิวแชทนี้ได้',
};
