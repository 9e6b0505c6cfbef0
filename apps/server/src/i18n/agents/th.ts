import type { agentsEn } from './en.ts';

export const agentsTh: Record<keyof typeof agentsEn, string> = {
  'agent.not_agent': 'เฉพาะตัวแทนเท่านั้นที่ใช้ศูนย์ตัวแทนได้',
  'agent.not_in_team': 'บัญชีนี้ไม่อยู่ในทีมของคุณ',
  'agent.cannot_open_accounts': 'ระดับตัวแทนของคุณไม่สามารถเปิดบัญชีลูกทีมได้',
  'agent.cannot_create_agents': 'ระดับตัวแทนของคุณไม่สามารถสร้างตัวแทนย่อยได้',
  'agent.level_not_lower': 'ตัวแทนย่อยต้องอยู่ในระดับที่ต่ำกว่าของคุณ',
  'agent.transfer_disabled': 'ไม่สามารถโอนเงินให้ลูกทีมได้',
  'agent.code_taken': 'รหัสพันธมิตรนี้ถูกใช้แล้ว',
  'agent.codes_limit': 'คุณมีรหัสพันธมิตรได้ไม่เกิน {max} รหัส',
  'agent.move_cycle': 'ไม่สามารถย้ายสมาชิกไปอยู่ใต้ตัวเองหรือลูกทีมของตัวเองได้',
  'agent.level_unknown': 'ไม่มีระดับตัวแทนนี้',
};
