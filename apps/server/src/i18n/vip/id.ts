import type { vipEn } from './en.ts';

export const vipId = {
  'vip.level_not_found': 'Level VIP ini tidak ada.',
  'vip.rank_taken': 'Level VIP lain sudah memakai peringkat {rank}.',
  'vip.thresholds_invalid':
    'Setiap level harus membutuhkan pertumbuhan lebih besar dari level di bawahnya, dan mempertahankan level tidak boleh lebih berat dari mencapainya.',
  'vip.birthday_already_set': 'Tanggal lahir Anda sudah tersimpan. Layanan pelanggan dapat memperbaikinya.',
  'vip.birthday_invalid': 'Masukkan tanggal lahir yang benar: Anda harus berusia minimal 18 tahun.',
} satisfies Record<keyof typeof vipEn, string>;
