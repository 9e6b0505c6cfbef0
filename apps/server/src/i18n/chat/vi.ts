import type { chatEn } from './en.ts';

export const chatVi: Record<keyof typeof chatEn, string> = {
  'chat.disabled': 'Trò chuyện trực tuyến hiện không khả dụng.',
  'chat.please_information': 'Vui lòng đăng ký tài khoản thật để trò chuyện với chăm sóc khách hàng.',
  'chat.not_found': 'Không tìm thấy cuộc trò chuyện này.',
  'chat.closed': 'Cuộc trò chuyện này đã kết thúc.',
  'chat.queue_forbidden': 'Vai trò của bạn không thể trả lời hàng đợi trò chuyện này.',
};
