import type { agentsEn } from './en.ts';

export const agentsId: Record<keyof typeof agentsEn, string> = {
  'agent.not_agent': 'Hanya agen yang dapat menggunakan pusat agen.',
  'agent.not_in_team': 'Akun ini tidak ada di tim Anda.',
  'agent.cannot_open_accounts': 'Level agen Anda tidak dapat membuka akun downline.',
  'agent.cannot_create_agents': 'Level agen Anda tidak dapat membuat sub-agen.',
  'agent.level_not_lower': 'Sub-agen harus berada di level di bawah Anda.',
  'agent.transfer_disabled': 'Transfer ke downline tidak tersedia.',
  'agent.code_taken': 'Kode afiliasi ini sudah digunakan.',
  'agent.codes_limit': 'Anda dapat menyimpan paling banyak {max} kode afiliasi.',
  'agent.move_cycle': 'Anggota tidak dapat dipindahkan ke bawah dirinya sendiri atau downline-nya.',
  'agent.level_unknown': 'Level agen tersebut tidak ada.',
};
