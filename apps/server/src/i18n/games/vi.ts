import type { gamesEn } from './en.ts';

export const gamesVi: Record<keyof typeof gamesEn, string> = {
  'games.not_found': 'Không tìm thấy trò chơi này.',
  'games.unavailable': 'Trò chơi này hiện không khả dụng.',
  'games.launch_failed': 'Không thể mở trò chơi. Vui lòng thử lại.',
  'games.scenario_demo_only':
    'Chuỗi kiểm thử chỉ chạy bằng tín dụng dùng thử. Hãy mở trò chơi này từ tài khoản dùng thử để chạy.',
  'games.room_not_found': 'Phòng này không thuộc trò chơi này. Hãy chọn phòng trong danh sách.',
  'games.date_range_invalid': 'Chọn khoảng thời gian tối đa {days} ngày, kết thúc sau khi bắt đầu.',
  'games.import_unreadable': 'Không đọc được tệp: hãy gửi một mảng JSON các trò chơi hoặc tệp CSV có dòng tiêu đề.',
  'games.import_rejected': 'Không có gì được nhập: {count} dòng không hợp lệ.',
  'games.hub88_not_configured': 'Máy chủ này chưa cấu hình Hub88: hãy đặt HUB88_API_URL và HUB88_OPERATOR_ID trước.',
  'bets.duplicate_transaction': 'Giao dịch này đã được nhận với thông tin khác.',
  'bets.rolled_back': 'Cược này đã bị hủy.',
  'bets.reference_not_found': 'Cược được tham chiếu không tồn tại.',
  'bets.token_invalid': 'Phiên chơi không hợp lệ. Vui lòng mở lại trò chơi.',
  'bets.token_expired': 'Phiên chơi đã hết hạn. Vui lòng mở lại trò chơi.',
  'bets.currency_mismatch': 'Loại tiền không khớp với ví của bạn.',
  'bets.amount_invalid': 'Số tiền không hợp lệ.',
};
