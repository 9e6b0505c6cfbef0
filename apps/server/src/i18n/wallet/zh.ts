import type { walletEn } from './en.ts';

export const walletZh: Record<keyof typeof walletEn, string> = {
  'wallet.insufficient_funds': '余额不足。',
  'ledger.idempotency_conflict': '该请求已以不同的内容提交过，请重新发起。',
  'wallet.vendor_unavailable': '该游戏钱包暂不支持转账。',
  'ledger.reversed_before_posting': '该交易在到达前已被取消。',
  'ledger.reversal_exceeds_original': '超出原交易的金额。',
  'wallet.amount_below_min': '金额不能低于 {min}。',
  'wallet.amount_above_max': '金额不能高于 {max}。',
  'wallet.payment_password_invalid': '支付密码不正确。',
  'wallet.payment_password_missing': '请先设置支付密码。',
  'wallet.login_password_invalid': '登录密码不正确。',
  'wallet.no_upline': '您的账户没有可转账的上级。',
  'wallet.date_range_invalid': '请选择不超过 {days} 天且结束晚于开始的日期范围。',
  'inbox.deposit_credited.title': '存款已到账',
  'inbox.deposit_credited.body': '您在 {merchant} 的 {currency} {amount} 存款已存入钱包。',
  'inbox.withdrawal_approved.title': '提款已批准',
  'inbox.withdrawal_approved.body': '您在 {merchant} 的 {currency} {amount} 提款已批准，正在处理中。',
  'inbox.withdrawal_rejected.title': '提款被拒绝',
  'inbox.withdrawal_rejected.body': '您在 {merchant} 的 {currency} {amount} 提款被拒绝，金额已退回钱包。',
  'inbox.deposit_failed.title': '存款失败',
  'inbox.deposit_failed.body': '您在 {merchant} 的 {currency} {amount} 存款未能完成，钱包未被扣款。',
};
