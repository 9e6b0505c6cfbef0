import type { lotteryEn } from './en.ts';

export const lotteryVi: Record<keyof typeof lotteryEn, string> = {
  'lottery.not_found': 'Không tìm thấy trò xổ số hoặc kỳ quay này.',
  'lottery.closed': 'Kỳ này đã ngừng nhận cược. Hãy chọn kỳ tiếp theo.',
  'lottery.bet_type_unavailable': 'Trò chơi này không có kiểu cược này.',
  'lottery.invalid_pick': 'Lựa chọn không hợp lệ với kiểu cược này.',
  'lottery.stake_out_of_range': 'Tiền cược mỗi điểm phải từ {min} đến {max}.',
  'lottery.exposure_exceeded': 'Số này đã đạt giới hạn của kỳ quay. Hãy chọn số khác hoặc giảm tiền cược.',
  'lottery.number_limit_exceeded':
    'Bạn chỉ được cược tối đa {limit} cho số {pick} trong kỳ này. Hãy giảm tiền cược hoặc chọn số khác.',
  'lottery.cannot_cancel': 'Vé cược này không thể hủy nữa.',
  'lottery.chase_too_long': 'Cược nuôi hiện chỉ có thể gồm tối đa {max} kỳ tiếp theo. Hãy chọn ít kỳ hơn.',
  'lottery.void_reason_required': 'Cần lý do dài từ 3 đến 200 ký tự để hủy một kỳ.',
  'lottery.already_settled': 'Kỳ này đã được thanh toán: các khoản trả thưởng giữ nguyên và không thể hủy.',
  'lottery.void_in_progress': 'Một yêu cầu khác đang hủy kỳ này: việc hoàn tiền đang được thực hiện.',
};
