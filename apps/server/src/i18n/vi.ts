import type { en } from './en.ts';

export const vi: Record<keyof typeof en, string> = {
  ok: 'Thành công',
  'request.invalid': 'Một số trường không hợp lệ. Vui lòng kiểm tra và thử lại.',
  'request.encryption_required': 'Yêu cầu này phải được gửi ở dạng mã hóa.',
  'request.encryption_invalid': 'Không thể đọc yêu cầu đã mã hóa.',
  'request.encryption_expired': 'Yêu cầu đã hết hạn. Vui lòng thử lại.',
  'request.encryption_unknown_key': 'Khóa mã hóa không còn hợp lệ. Vui lòng tải lại trang.',
  'auth.required': 'Chưa đăng nhập, vui lòng đăng nhập.',
  'auth.forbidden': 'Bạn không được phép thực hiện thao tác này.',
  'system.region_restricted':
    'Do hạn chế về vị trí hoặc địa chỉ IP của bạn, bạn không được phép truy cập trang web.',
  not_found: 'Không tìm thấy.',
  conflict: 'Dữ liệu này xung đột với dữ liệu hiện có.',
  rate_limited: 'Quá nhiều yêu cầu, vui lòng thử lại sau {minutes} phút.',
  'system.maintenance': 'Trang web đang bảo trì. Vui lòng quay lại sau.',
  internal: 'Đã xảy ra lỗi từ phía chúng tôi. Vui lòng thử lại.',
  'validation.required': 'Trường này là bắt buộc.',
  'validation.invalid': 'Giá trị này không hợp lệ.',
  'validation.too_short': 'Phải có ít nhất {min} ký tự.',
  'validation.too_long': 'Tối đa {max} ký tự.',
};
