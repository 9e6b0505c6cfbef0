import type { bgsEn } from './en.ts';

export const bgsId: Record<keyof typeof bgsEn, string> = {
  'bgs.game_open': 'Anda masih memiliki permainan Mines yang terbuka. Selesaikan dulu.',
  'bgs.no_open_game': 'Tidak ada permainan yang terbuka.',
  'bgs.tile_revealed': 'Kotak ini sudah dibuka.',
  'bgs.nothing_to_cash_out': 'Buka setidaknya satu kotak sebelum mencairkan.',
  'bgs.crash_betting_closed': 'Taruhan untuk ronde ini sudah ditutup. Tunggu ronde berikutnya.',
  'bgs.crash_already_bet': 'Anda sudah memasang taruhan di ronde ini.',
  'bgs.crash_no_bet': 'Anda tidak memiliki taruhan berjalan untuk dicairkan.',
  'bgs.seed_in_play':
    'Permainan yang dimainkan dengan seed ini masih terbuka (Mines). Selesaikan dulu, lalu ganti seed.',
  'bgs.wrong_game': 'Sesi ini milik permainan lain. Silakan buka permainan lagi.',
  'validation.amount_range': 'Jumlah harus antara {min} dan {max}.',
};
