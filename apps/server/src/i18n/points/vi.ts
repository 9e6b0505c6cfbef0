import type { pointsEn } from './en.ts';

export const pointsVi = {
  'points.disabled': 'Cửa hàng điểm đã đóng trên trang này.',
  'points.insufficient': 'Bạn cần {needed} điểm cho việc này; bạn có {available} điểm.',
  'points.below_minimum': 'Mỗi lần quy đổi ít nhất {min} điểm.',
  'points.not_whole_step': 'Quy đổi điểm theo bội số của {step}.',
  'points.reward_not_found': 'Phần thưởng này không còn nữa.',
  'points.out_of_stock': 'Phần thưởng này đã hết hàng.',
  'points.limit_reached': 'Bạn đã đổi phần thưởng này đủ số lần tối đa cho phép ({limit}).',
  'points.vip_level_required': 'Phần thưởng này yêu cầu cấp VIP {level}.',
  'points.address_required': 'Nhập địa chỉ giao hàng và số điện thoại cho phần thưởng này.',
  'points.idempotency_conflict': 'Yêu cầu này đã được dùng cho việc khác. Vui lòng thử lại.',
  'points.redemption_state': 'Lượt đổi này không thể thực hiện bước đó ở trạng thái hiện tại.',
  'points.redemption_not_found': 'Không tìm thấy lượt đổi.',
  'points.rule_not_found': 'Không tìm thấy quy tắc điểm.',
} satisfies Record<keyof typeof pointsEn, string>;
