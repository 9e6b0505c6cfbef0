import type { referralsEn } from './en-referrals';

/* 控制台的邀请好友页面（issue 28）：方案设置和待审核的奖励。 */
export const referralsZh: typeof referralsEn = {
  referrals: {
    nav: '邀请好友',
    title: '邀请好友',
    settings: '方案',
    enabled: '开放邀请好友（REFERRAL3 开关）',
    fields: {
      registerReward: '好友注册奖励',
      depositMin: '首存不低于',
      depositReward: '该笔存款的奖励',
      turnoverMin: '有效投注达到',
      turnoverReward: '该流水的奖励',
    },
    zeroHint: '奖励为 0 表示该里程碑不派发。奖励为现金，每位好友每个里程碑只派发一次。',
    save: '保存方案',
    saved: '方案已保存。',
    held: '待审核的奖励',
    id: 'ID',
    referrer: '会员',
    referred: '好友',
    milestone: '里程碑',
    milestones: { registered: '已注册', deposit: '首存', turnover: '流水' },
    amount: '金额',
    reasons: '暂扣原因',
    reasonNames: {
      same_ip: '与会员地址相同',
      same_device: '与会员浏览器相同',
      shared_payout: '使用其他会员的收款账户',
      excluded: '会员处于禁止状态',
    },
    at: '暂扣时间',
    actions: '操作',
    approve: '批准并派发',
    reject: '拒绝',
    approveOf: '批准并派发 {{referred}} 的奖励',
    rejectOf: '拒绝 {{referred}} 的奖励',
  },
};
