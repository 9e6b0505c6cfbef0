import type { vipEn } from './en.ts';

export const vipZh = {
  'vip.level_not_found': '该 VIP 等级不存在。',
  'vip.rank_taken': '已有另一个 VIP 等级使用排名 {rank}。',
  'vip.thresholds_invalid': '每个等级所需成长值必须高于下一级，且保级要求不能高于升级要求。',
  'vip.birthday_already_set': '您的生日已保存。如需更正请联系客服。',
  'vip.birthday_invalid': '请输入真实的出生日期：您必须年满 18 岁。',
} satisfies Record<keyof typeof vipEn, string>;
