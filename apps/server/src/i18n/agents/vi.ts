import type { agentsEn } from './en.ts';

export const agentsVi: Record<keyof typeof agentsEn, string> = {
  'agent.not_agent': 'Chỉ đại lý mới có thể dùng trung tâm đại lý.',
  'agent.not_in_team': 'Tài khoản này không thuộc đội của bạn.',
  'agent.cannot_open_accounts': 'Cấp đại lý của bạn không thể mở tài khoản cấp dưới.',
  'agent.cannot_create_agents': 'Cấp đại lý của bạn không thể tạo đại lý cấp dưới.',
  'agent.level_not_lower': 'Đại lý cấp dưới phải có cấp thấp hơn bạn.',
  'agent.transfer_disabled': 'Không thể chuyển tiền cho cấp dưới.',
  'agent.code_taken': 'Mã giới thiệu này đã được sử dụng.',
  'agent.codes_limit': 'Bạn chỉ có thể giữ tối đa {max} mã giới thiệu.',
  'agent.move_cycle': 'Không thể chuyển thành viên xuống dưới chính nó hoặc cấp dưới của nó.',
  'agent.level_unknown': 'Không có cấp đại lý này.',
};
