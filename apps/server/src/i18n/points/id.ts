import type { pointsEn } from './en.ts';

export const pointsId = {
  'points.disabled': 'Toko poin ditutup di situs ini.',
  'points.insufficient': 'Anda memerlukan {needed} poin untuk ini; Anda memiliki {available}.',
  'points.below_minimum': 'Tukarkan minimal {min} poin sekaligus.',
  'points.not_whole_step': 'Tukarkan poin dalam kelipatan {step}.',
  'points.reward_not_found': 'Hadiah ini tidak lagi tersedia.',
  'points.out_of_stock': 'Stok hadiah ini habis.',
  'points.limit_reached': 'Anda sudah menukarkan hadiah ini sebanyak batas yang diizinkan ({limit}).',
  'points.vip_level_required': 'Hadiah ini memerlukan level VIP {level}.',
  'points.address_required': 'Masukkan alamat pengiriman dan telepon untuk hadiah ini.',
  'points.idempotency_conflict': 'Permintaan ini sudah digunakan untuk hal lain. Silakan coba lagi.',
  'points.redemption_state': 'Penukaran ini tidak dapat melakukan langkah itu dalam statusnya saat ini.',
  'points.redemption_not_found': 'Penukaran tidak ditemukan.',
  'points.rule_not_found': 'Aturan poin tidak ditemukan.',
} satisfies Record<keyof typeof pointsEn, string>;
