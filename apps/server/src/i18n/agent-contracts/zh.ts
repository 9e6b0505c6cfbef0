import type { agentContractsEn } from './en.ts';

export const agentContractsZh = {
  'contract.not_downline': '您只能向直属下级代理提供合约。',
  'contract.cannot_offer': '您的代理级别不能提供合约。',
  'contract.above_upline': '此合约的支付将超过您自己的合约所允许的范围。',
  'contract.no_own_contract': '您需要先拥有一份已接受的同类合约，才能提供此类合约。',
  'contract.not_found': '该合约不存在。',
  'contract.already_answered': '该合约已被回复或已终止。',
  'contract.confirm_terminations': '接受此合约将终止您下级的 {n} 份合约。请确认后继续。',
  'contract.settlement_not_found': '该结算不存在。',
  'contract.settlement_paid': '该周期已支付。',
  'contract.period_not_ended': '该周期尚未结束：可以预览，但不能支付。',
  'contract.settlement_stale': '此预览所依据的结转金额已发生变化（有冲回或其他周期已支付）：请重新运行预览后再批准。',
  'contract.line_not_paid': '只有已支付的结算明细可以追回，且仅一次。',
} satisfies Record<keyof typeof agentContractsEn, string>;
