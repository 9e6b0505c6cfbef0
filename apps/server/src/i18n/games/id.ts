import type { gamesEn } from './en.ts';

export const gamesId: Record<keyof typeof gamesEn, string> = {
  'games.not_found': 'Permainan ini tidak ditemukan.',
  'games.unavailable': 'Permainan ini sedang tidak tersedia.',
  'games.launch_failed': 'Permainan tidak dapat dibuka. Silakan coba lagi.',
  'games.scenario_demo_only':
    'Urutan uji hanya dimainkan dengan kredit demo. Buka permainan ini dari akun uji coba untuk menjalankannya.',
  'games.room_not_found': 'Ruangan ini bukan milik permainan ini. Pilih ruangan dari daftar.',
  'games.date_range_invalid': 'Pilih rentang tanggal paling lama {days} hari, dengan akhir setelah awal.',
  'games.import_unreadable':
    'Berkas tidak dapat dibaca: kirim larik JSON permainan atau berkas CSV dengan baris judul.',
  'games.import_rejected': 'Tidak ada yang diimpor: {count} baris tidak valid.',
  'games.hub88_not_configured':
    'Hub88 belum dikonfigurasi di server ini: atur HUB88_API_URL dan HUB88_OPERATOR_ID terlebih dahulu.',
  'bets.duplicate_transaction': 'Transaksi ini sudah diterima dengan detail berbeda.',
  'bets.rolled_back': 'Taruhan ini sudah dibatalkan.',
  'bets.reference_not_found': 'Taruhan yang dirujuk tidak ada.',
  'bets.token_invalid': 'Sesi permainan tidak valid. Silakan buka permainan lagi.',
  'bets.token_expired': 'Sesi permainan telah berakhir. Silakan buka permainan lagi.',
  'bets.currency_mismatch': 'Mata uang tidak sesuai dengan dompet Anda.',
  'bets.amount_invalid': 'Jumlah tidak valid.',
};
