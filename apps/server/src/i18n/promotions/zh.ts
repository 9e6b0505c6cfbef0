/** 优惠活动(活动、红利、流水要求)的消息。每个语言文件都有这些键。 */
export const promotionsZh = {
  'promotions.not_found': '该优惠活动不存在或已下线。',
  'promotions.not_running': '该优惠活动当前未进行。',
  'promotions.not_eligible': '您的账户不符合参加该优惠活动的条件。',
  'promotions.excluded': '在冷静期或自我排除期间,您的账户无法参加优惠活动。',
  'promotions.invalid_state': '您现在无法在该活动中进行此操作。',
  'promotions.second_approver_required': '您首先批准的大额奖金需由另一位操作员发放。',
  'promotions.nothing_to_claim': '该活动暂时没有可领取的奖励。',
  'promotions.code_invalid': '优惠码无效。',
  'promotions.bonus_active': '您已有一笔正在完成流水的红利,请完成后再领取新的红利。',
  'promotions.bonus_forfeit_warning': '您有 {amount} 的红利尚未完成流水。现在提款将作废该红利。确认后仍可提款。',
  'promotions.wagering_over_cap': '流水倍数不能超过 {cap} 倍。',
  'promotions.image_invalid': '图片须为 PNG 或 JPG,每张不超过 5 MB,最多 3 张。',
  'promotions.raffle_not_open': '该抽奖不是进行中的抽奖活动。',
  'promotions.prize_expired': '该奖品未在期限内领取,已失效。',
};
