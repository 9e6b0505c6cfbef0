import type { missionsEn } from './en.ts';

/** Pesan misi. */
export const missionsId: Record<keyof typeof missionsEn, string> = {
  'missions.not_found': 'Misi ini sedang tidak berjalan.',
  'missions.not_completed': 'Selesaikan misi dulu: {progress} dari {target} sejauh ini.',
  'missions.already_claimed': 'Anda sudah mengklaim misi ini hari ini atau minggu ini.',
  'missions.leaderboard_not_found': 'Papan peringkat tidak ditemukan.',
  'missions.code_taken': 'Kode ini sudah digunakan di situs ini.',
};
