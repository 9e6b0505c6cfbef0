import type { walletEn } from './en.ts';

export const walletVi: Record<keyof typeof walletEn, string> = {
  'wallet.insufficient_funds': 'Số dư không đủ.',
  'ledger.idempotency_conflict': 'Yêu cầu này đã được gửi với nội dung khác. Vui lòng tạo yêu cầu mới.',
  'wallet.vendor_unavailable': 'Ví trò chơi này không hỗ trợ chuyển tiền.',
  'ledger.reversed_before_posting': 'Giao dịch này đã bị hủy trước khi đến.',
  'ledger.reversal_exceeds_original': 'Vượt quá số tiền của giao dịch gốc.',
  'wallet.amount_below_min': 'Số tiền phải ít nhất là {min}.',
  'wallet.amount_above_max': 'Số tiền không được vượt quá {max}.',
  'wallet.payment_password_invalid': 'Mật khẩu thanh toán không đúng.',
  'wallet.payment_password_missing': 'Vui lòng đặt mật khẩu thanh toán trước.',
  'wallet.login_password_invalid': 'Mật khẩu đăng nhập không đúng.',
  'wallet.no_upline': 'Tài khoản của bạn không có tuyến trên để chuyển tiền.',
  'wallet.date_range_invalid': 'Hãy chọn khoảng thời gian tối đa {days} ngày, ngày kết thúc sau ngày bắt đầu.',
  'inbox.deposit_credited.title': 'Đã nạp tiền',
  'inbox.deposit_credited.body': 'Khoản nạp {currency} {amount} của bạn đã được cộng vào ví {merchant}.',
  'inbox.withdrawal_approved.title': 'Rút tiền đã được duyệt',
  'inbox.withdrawal_approved.body':
    'Yêu cầu rút {currency} {amount} từ {merchant} của bạn đã được duyệt và đang được chuyển.',
  'inbox.withdrawal_rejected.title': 'Rút tiền bị từ chối',
  'inbox.withdrawal_rejected.body':
    'Yêu cầu rút {currency} {amount} từ {merchant} của bạn đã bị từ chối. Số tiền đã được hoàn lại vào ví.',
  'inbox.deposit_failed.title': 'Nạp tiền thất bại',
  'inbox.deposit_failed.body':
    'Khoản nạp {currency} {amount} vào {merchant} không thể hoàn tất. Ví của bạn không bị trừ tiền.',
};
