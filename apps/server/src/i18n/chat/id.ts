import type { chatEn } from './en.ts';

export const chatId: Record<keyof typeof chatEn, string> = {
  'chat.disabled': 'Obrolan langsung sedang tidak tersedia.',
  'chat.please_information': 'Silakan daftar akun asli untuk mengobrol dengan layanan pelanggan.',
  'chat.not_found': 'Percakapan ini tidak ditemukan.',
  'chat.closed': 'Percakapan ini sudah ditutup.',
  'chat.queue_forbidden': 'Peran Anda tidak dapat menjawab antrean obrolan ini.',
};
