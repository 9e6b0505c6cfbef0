import type { responsibleGamingEn } from './en.ts';

export const responsibleGamingZh = {
  'rg.excluded': '您的账户在 {until} 之前不能游戏或充值。您仍可提取余额。',
  'rg.excluded_indefinitely': '您的账户已关闭游戏和充值。您仍可提取余额。',
  'rg.member_excluded': '该会员正处于冷静期或自我排除中，不能接收资金。',
  'rg.deposit_limit_day': '此次充值将超过您 24 小时 {limit} 的充值限额。额度将从 {resetsAt} 起释放。',
  'rg.deposit_limit_week': '此次充值将超过您 7 天 {limit} 的充值限额。额度将从 {resetsAt} 起释放。',
  'rg.deposit_limit_month': '此次充值将超过您 30 天 {limit} 的充值限额。额度将从 {resetsAt} 起释放。',
  'rg.loss_limit_day': '此注可能使您超过 24 小时 {limit} 的亏损限额。额度将从 {resetsAt} 起释放。',
  'rg.loss_limit_week': '此注可能使您超过 7 天 {limit} 的亏损限额。额度将从 {resetsAt} 起释放。',
  'rg.loss_limit_month': '此注可能使您超过 30 天 {limit} 的亏损限额。额度将从 {resetsAt} 起释放。',
  'rg.wager_limit_day': '此注将超过您 24 小时 {limit} 的投注限额。额度将从 {resetsAt} 起释放。',
  'rg.wager_limit_week': '此注将超过您 7 天 {limit} 的投注限额。额度将从 {resetsAt} 起释放。',
  'rg.wager_limit_month': '此注将超过您 30 天 {limit} 的投注限额。额度将从 {resetsAt} 起释放。',
  'rg.stake_limit': '此注高于您 {limit} 的单注上限。',
  'rg.session_limit': '您已达到 {minutes} 分钟的单次游戏时长限制。请休息一下，稍后再登录。',
  'rg.cannot_shorten': '冷静期或自我排除不能缩短，也不能用更短的期限代替。',
  'rg.nothing_to_confirm': '没有等待您确认的更改。',
  'rg.cooling_off': '此更改需等待 24 小时，您可从 {at} 起确认。',
  'rg.reopen_not_due': '您的自我排除仍在进行中。您可从 {at} 起申请重新开启账户。',
} satisfies Record<keyof typeof responsibleGamingEn, string>;
