import type { lotteryEn } from './en.ts';

export const lotteryId: Record<keyof typeof lotteryEn, string> = {
  'lottery.not_found': 'Permainan lotre atau undian ini tidak ditemukan.',
  'lottery.closed': 'Taruhan untuk undian ini sudah ditutup. Pilih undian berikutnya.',
  'lottery.bet_type_unavailable': 'Jenis taruhan ini tidak tersedia untuk permainan ini.',
  'lottery.invalid_pick': 'Pilihan ini tidak sah untuk jenis taruhan tersebut.',
  'lottery.stake_out_of_range': 'Taruhan per poin harus antara {min} dan {max}.',
  'lottery.exposure_exceeded':
    'Nomor ini sudah mencapai batas untuk undian ini. Pilih nomor lain atau taruhan lebih kecil.',
  'lottery.number_limit_exceeded':
    'Anda hanya dapat bertaruh paling banyak {limit} pada {pick} di undian ini. Kurangi taruhan atau pilih nomor lain.',
  'lottery.cannot_cancel': 'Taruhan ini tidak dapat dibatalkan lagi.',
  'lottery.chase_too_long':
    'Taruhan berlanjut saat ini paling banyak mencakup {max} undian berikutnya. Pilih lebih sedikit undian.',
  'lottery.void_reason_required': 'Alasan 3 sampai 200 karakter diperlukan untuk membatalkan undian.',
  'lottery.already_settled': 'Undian ini sudah diselesaikan: pembayarannya tetap berlaku dan tidak dapat dibatalkan.',
  'lottery.void_in_progress': 'Permintaan lain sedang membatalkan undian ini: pengembalian dana sedang berjalan.',
};
