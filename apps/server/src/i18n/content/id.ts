import type { contentEn } from './en.ts';

export const contentId: Record<keyof typeof contentEn, string> = {
  'content.not_found': 'Konten ini tidak ditemukan.',
  'content.image_type': 'Hanya gambar PNG, JPG, atau WebP yang dapat diunggah.',
  'content.image_too_large': 'Ukuran gambar maksimal {maxMb} MB.',
  'content.image_invalid': 'Gambar tidak dapat dibaca, atau terlalu kecil (minimal 100x50 piksel).',
  'content.schedule_invalid': 'Waktu selesai harus setelah waktu mulai.',
  'content.linkage_invalid': 'Tujuan tautan tidak sesuai dengan jenis tautan yang dipilih.',
  'feedback.too_few_words': 'Tulis minimal {min} kata.',
  'feedback.too_many_words': 'Tulis maksimal {max} kata.',
  'feedback.phone_digits': 'Nomor telepon harus {digits} digit.',
  'feedback.already_replied': 'Masukan ini sudah memiliki balasan.',
  'inbox.feedback_reply.title': 'Balasan atas masukan Anda',
  'inbox.feedback_reply.body': '{text}',
};
