import type { agentContractsEn } from './en.ts';

export const agentContractsId = {
  'contract.not_downline': 'Anda hanya dapat menawarkan kontrak kepada agen downline langsung Anda.',
  'contract.cannot_offer': 'Level agen Anda tidak dapat menawarkan kontrak.',
  'contract.above_upline': 'Kontrak ini akan membayar lebih dari yang diizinkan kontrak Anda sendiri.',
  'contract.no_own_contract': 'Anda memerlukan kontrak jenis ini yang sudah diterima sebelum dapat menawarkannya.',
  'contract.not_found': 'Kontrak ini tidak ada.',
  'contract.already_answered': 'Kontrak ini sudah dijawab atau sudah berakhir.',
  'contract.confirm_terminations':
    'Menerima kontrak ini mengakhiri {n} kontrak downline Anda. Konfirmasi untuk melanjutkan.',
  'contract.settlement_not_found': 'Penyelesaian ini tidak ada.',
  'contract.settlement_paid': 'Periode ini sudah dibayar.',
  'contract.period_not_ended': 'Periode ini belum berakhir: bisa dipratinjau, belum bisa dibayar.',
  'contract.settlement_stale':
    'Saldo bawaan yang menjadi dasar pratinjau ini telah berubah (ada penarikan kembali atau periode lain dibayar): jalankan ulang pratinjau, lalu setujui.',
  'contract.line_not_paid': 'Hanya baris penyelesaian yang sudah dibayar yang dapat ditarik kembali, satu kali.',
} satisfies Record<keyof typeof agentContractsEn, string>;
