import type { en } from './en.ts';

export const id: Record<keyof typeof en, string> = {
  ok: 'Berhasil',
  'request.invalid': 'Beberapa kolom tidak valid. Periksa dan coba lagi.',
  'request.encryption_required': 'Permintaan ini harus dikirim terenkripsi.',
  'request.encryption_invalid': 'Permintaan terenkripsi tidak dapat dibaca.',
  'request.encryption_expired': 'Permintaan telah kedaluwarsa. Silakan coba lagi.',
  'request.encryption_unknown_key': 'Kunci enkripsi tidak berlaku lagi. Muat ulang halaman.',
  'auth.required': 'Belum masuk, silakan masuk.',
  'auth.forbidden': 'Anda tidak diizinkan melakukan ini.',
  'system.region_restricted':
    'Karena pembatasan lokasi atau alamat IP Anda, Anda tidak diizinkan mengakses situs ini.',
  not_found: 'Tidak ditemukan.',
  conflict: 'Ini bertentangan dengan data yang ada.',
  rate_limited: 'Terlalu banyak permintaan, coba lagi setelah {minutes} menit.',
  'system.maintenance': 'Situs sedang dalam pemeliharaan. Silakan kembali nanti.',
  internal: 'Terjadi kesalahan di pihak kami. Silakan coba lagi.',
  'validation.required': 'Kolom ini wajib diisi.',
  'validation.invalid': 'Nilai ini tidak valid.',
  'validation.too_short': 'Minimal {min} karakter.',
  'validation.too_long': 'Maksimal {max} karakter.',
};
