import type { agentsEn } from './en.ts';

export const agentsZh: Record<keyof typeof agentsEn, string> = {
  'agent.not_agent': '只有代理可以使用代理中心。',
  'agent.not_in_team': '该账户不在您的团队中。',
  'agent.cannot_open_accounts': '您的代理级别不能开设下级账户。',
  'agent.cannot_create_agents': '您的代理级别不能创建下级代理。',
  'agent.level_not_lower': '下级代理的级别必须低于您自己的级别。',
  'agent.transfer_disabled': '暂不支持向下级转账。',
  'agent.code_taken': '该推广码已被使用。',
  'agent.codes_limit': '您最多可以保留 {max} 个推广码。',
  'agent.move_cycle': '不能将会员移到其自身或其下级之下。',
  'agent.level_unknown': '没有这个代理级别。',
};
