import type { vipEn } from './en.ts';

export const vipTh = {
  'vip.level_not_found': 'ไม่มีระดับ VIP นี้',
  'vip.rank_taken': 'มีระดับ VIP อื่นใช้อันดับ {rank} แล้ว',
  'vip.thresholds_invalid': 'แต่ละระดับต้องใช้ค่าการเติบโตมากกว่าระดับที่ต่ำกว่า และการรักษาระดับต้องไม่มากกว่าการขึ้นระดับ',
  'vip.birthday_already_set': 'บันทึกวันเกิดของคุณแล้ว ฝ่ายบริการลูกค้าสามารถแก้ไขให้ได้',
  'vip.birthday_invalid': 'กรุณากรอกวันเกิดจริง: คุณต้องมีอายุอย่างน้อย 18 ปี',
} satisfies Record<keyof typeof vipEn, string>;
