import type { pointsEn } from './en.ts';

export const pointsZh = {
  'points.disabled': '本站积分商城已关闭。',
  'points.insufficient': '此操作需要 {needed} 积分，您有 {available} 积分。',
  'points.below_minimum': '每次至少兑换 {min} 积分。',
  'points.not_whole_step': '请按 {step} 的倍数兑换积分。',
  'points.reward_not_found': '该奖品已下架。',
  'points.out_of_stock': '该奖品已售罄。',
  'points.limit_reached': '您兑换该奖品的次数已达上限（{limit}）。',
  'points.vip_level_required': '该奖品需要 VIP {level} 级。',
  'points.address_required': '请填写该奖品的收货地址和电话。',
  'points.idempotency_conflict': '该请求已用于其他操作，请重试。',
  'points.redemption_state': '该兑换在当前状态下无法执行此操作。',
  'points.redemption_not_found': '未找到该兑换记录。',
  'points.rule_not_found': '未找到该积分规则。',
} satisfies Record<keyof typeof pointsEn, string>;
