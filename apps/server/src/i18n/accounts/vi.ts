import type { accountsEn } from './en.ts';

export const accountsVi: Record<keyof typeof accountsEn, string> = {
  'auth.invalid_credentials': 'Sai tên đăng nhập hoặc mật khẩu.',
  'auth.captcha_required': 'Vui lòng nhập mã captcha.',
  'auth.captcha_invalid': 'Mã captcha không đúng. Vui lòng thử mã mới.',
  'auth.locked': 'Quá nhiều lần thử thất bại. Vui lòng thử lại sau {minutes} phút.',
  'auth.not_member': 'Tài khoản này không phải tài khoản thành viên và không thể đăng nhập.',
  'auth.not_agent': 'Chỉ đại lý mới dùng được đăng nhập đại lý.',
  'auth.trial_refused': 'Vui lòng đăng ký tài khoản thật để dùng tính năng này.',
  'register.disabled': 'Hình thức đăng ký này không khả dụng.',
  'register.username_taken': 'Tên đăng nhập này đã được sử dụng.',
  'register.invitation_code_error': 'Mã mời không hợp lệ.',
  'password.old_incorrect': 'Mật khẩu hiện tại không đúng.',
  'password.user_email_mismatch': 'Tên đăng nhập hoặc e-mail không tồn tại.',
  'password.reset_invalid': 'Liên kết đặt lại không hợp lệ hoặc đã hết hạn.',
  'password.recovery_disabled': 'Không hỗ trợ khôi phục mật khẩu qua điện thoại.',
  'freeplay.disabled': 'Chơi thử không khả dụng.',
  'password.weak': 'Mật khẩu này quá dễ đoán.',
  'password.same_as_old': 'Mật khẩu mới phải khác mật khẩu hiện tại.',
  'validation.confirm_mismatch': 'Xác nhận không khớp.',
  'validation.length': 'Phải có {min}-{max} ký tự.',
};
