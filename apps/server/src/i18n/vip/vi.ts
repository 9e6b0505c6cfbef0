import type { vipEn } from './en.ts';

export const vipVi = {
  'vip.level_not_found': 'Cấp VIP này không tồn tại.',
  'vip.rank_taken': 'Một cấp VIP khác đã dùng hạng {rank}.',
  'vip.thresholds_invalid':
    'Mỗi cấp phải cần mức tăng trưởng cao hơn cấp dưới, và điều kiện giữ cấp không được cao hơn điều kiện lên cấp.',
  'vip.birthday_already_set': 'Ngày sinh của bạn đã được lưu. Bộ phận CSKH có thể sửa giúp bạn.',
  'vip.birthday_invalid': 'Hãy nhập ngày sinh thật: bạn phải từ 18 tuổi trở lên.',
} satisfies Record<keyof typeof vipEn, string>;
