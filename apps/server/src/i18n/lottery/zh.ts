import type { lotteryEn } from './en.ts';

export const lotteryZh: Record<keyof typeof lotteryEn, string> = {
  'lottery.not_found': '找不到该彩票游戏或期号。',
  'lottery.closed': '本期已停止投注，请选择下一期。',
  'lottery.bet_type_unavailable': '该游戏不提供此玩法。',
  'lottery.invalid_pick': '所选号码不符合该玩法。',
  'lottery.stake_out_of_range': '每注金额须在 {min} 至 {max} 之间。',
  'lottery.exposure_exceeded': '该号码本期已达投注上限，请选择其他号码或降低金额。',
  'lottery.number_limit_exceeded': '本期在 {pick} 上最多可投注 {limit}。请降低金额或选择其他号码。',
  'lottery.cannot_cancel': '该注单已无法撤销。',
  'lottery.chase_too_long': '追号目前最多只能覆盖接下来的 {max} 期，请减少期数。',
  'lottery.void_reason_required': '作废一期需要填写 3 到 200 个字符的原因。',
  'lottery.already_settled': '本期已结算：派彩有效，不能作废。',
  'lottery.void_in_progress': '另一个请求正在作废本期：退款正在进行中。',
};
