/** 返水(会员中心的返水优惠)的消息。 */
export const rebatesZh = {
  'rebates.not_offered': '本站目前未提供返水。',
  'rebates.nothing_to_claim': '上一周期没有可领取的返水。',
  'rebates.auto_paid': '每个周期结束时,返水会自动发放到您的钱包。',
  'rebates.excluded': '在冷静期或自我排除期间,不会向您的账户发放返水。',
};
