import type { accountsEn } from './en.ts';

export const accountsVi: Record<keyof typeof accountsEn, string> = {
  'auth.invalid_credentials': 'Sai tên đăng nhập hoặc mật khẩu.',
  'auth.captcha_required': 'Vui lòng nhập mã captcha.',
  'auth.captcha_invalid': 'Mã captcha không đúng. Vui lòng thử mã mới.',
  'auth.locked': 'Quá nhiều lần thử thất bại. Vui lòng thử lại sau {minutes} phút.',
  'auth.not_member': 'Tài khoản này không phải tài khoản thành viên và không thể đăng nhập.',
  'auth.not_agent': 'Chỉ đại lý mới dùng được đăng nhập đại lý.',
  'auth.trial_refused': 'Vui lòng đăng ký tài khoản trước.',
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
  'auth.challenge_failed': 'Kiểm tra bảo mật thất bại. Vui lòng thử lại.',
  'register.phone_auth_unavailable': 'Xác minh điện thoại bên ngoài không khả dụng.',
  'register.phone_auth_failed': 'Không thể xác nhận số điện thoại. Vui lòng thử lại.',
  'inbox.login_locked.title': 'Tạm khóa đăng nhập',
  'inbox.login_locked.body':
    'Mật khẩu sai cho tài khoản {merchant} của bạn đã được thử từ nhiều nơi, nên việc đăng nhập bằng mật khẩu tạm dừng một thời gian. Nếu không phải bạn, hãy đặt lại mật khẩu: liên kết đặt lại hoặc đăng nhập bằng mã SMS vẫn hoạt động.',
  'inbox.payment_password_locked.title': 'Tạm khóa mật khẩu thanh toán',
  'inbox.payment_password_locked.body':
    'Mật khẩu thanh toán sai đã được thử trên tài khoản {merchant} của bạn từ nhiều nơi, nên rút tiền và chuyển tiền tạm dừng một thời gian. Nếu không phải bạn, hãy đổi mật khẩu đăng nhập ngay.',
};
