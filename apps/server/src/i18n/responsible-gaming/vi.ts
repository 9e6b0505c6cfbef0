import type { responsibleGamingEn } from './en.ts';

export const responsibleGamingVi = {
  'rg.excluded': 'Tài khoản của bạn bị đóng chơi và nạp tiền đến {until}. Bạn vẫn có thể rút số dư.',
  'rg.excluded_indefinitely': 'Tài khoản của bạn bị đóng chơi và nạp tiền. Bạn vẫn có thể rút số dư.',
  'rg.member_excluded': 'Thành viên này đang tạm nghỉ hoặc tự loại trừ nên không thể nhận tiền.',
  'rg.deposit_limit_day':
    'Khoản nạp này sẽ vượt hạn mức nạp 24 giờ {limit} của bạn. Hạn mức được giải phóng từ {resetsAt}.',
  'rg.deposit_limit_week':
    'Khoản nạp này sẽ vượt hạn mức nạp 7 ngày {limit} của bạn. Hạn mức được giải phóng từ {resetsAt}.',
  'rg.deposit_limit_month':
    'Khoản nạp này sẽ vượt hạn mức nạp 30 ngày {limit} của bạn. Hạn mức được giải phóng từ {resetsAt}.',
  'rg.loss_limit_day':
    'Cược này có thể vượt hạn mức thua 24 giờ {limit} của bạn. Hạn mức được giải phóng từ {resetsAt}.',
  'rg.loss_limit_week':
    'Cược này có thể vượt hạn mức thua 7 ngày {limit} của bạn. Hạn mức được giải phóng từ {resetsAt}.',
  'rg.loss_limit_month':
    'Cược này có thể vượt hạn mức thua 30 ngày {limit} của bạn. Hạn mức được giải phóng từ {resetsAt}.',
  'rg.wager_limit_day': 'Cược này sẽ vượt hạn mức cược 24 giờ {limit} của bạn. Hạn mức được giải phóng từ {resetsAt}.',
  'rg.wager_limit_week': 'Cược này sẽ vượt hạn mức cược 7 ngày {limit} của bạn. Hạn mức được giải phóng từ {resetsAt}.',
  'rg.wager_limit_month':
    'Cược này sẽ vượt hạn mức cược 30 ngày {limit} của bạn. Hạn mức được giải phóng từ {resetsAt}.',
  'rg.stake_limit': 'Cược này cao hơn mức cược tối đa {limit} của bạn.',
  'rg.session_limit': 'Bạn đã đạt giới hạn thời gian phiên {minutes} phút. Hãy nghỉ ngơi và đăng nhập lại sau.',
  'rg.cannot_shorten': 'Không thể rút ngắn thời gian tạm nghỉ hoặc tự loại trừ, hay thay bằng thời gian ngắn hơn.',
  'rg.nothing_to_confirm': 'Không có thay đổi nào đang chờ bạn xác nhận.',
  'rg.cooling_off': 'Bạn có thể xác nhận thay đổi này từ {at}, sau thời gian chờ 24 giờ.',
  'rg.reopen_not_due': 'Việc tự loại trừ của bạn vẫn đang có hiệu lực. Bạn có thể yêu cầu mở lại tài khoản từ {at}.',
} satisfies Record<keyof typeof responsibleGamingEn, string>;
