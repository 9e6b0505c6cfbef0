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
  'system.region_restricted': 'Karena pembatasan lokasi atau alamat IP Anda, Anda tidak diizinkan mengakses situs ini.',
  not_found: 'Tidak ditemukan.',
  conflict: 'Ini bertentangan dengan data yang ada.',
  'settings.domain_taken': 'Domain {domain} sudah dimiliki merek {brand}.',
  'settings.domain_primary':
    '{domain} adalah domain utama {brand} dan tidak dapat dihapus: pemain dan tautan menjangkau merek melaluinya.',
  'settings.domain_last':
    '{domain} adalah domain terakhir {brand}: sebuah merek harus memiliki setidaknya satu domain.',
  rate_limited: 'Terlalu banyak permintaan, coba lagi setelah {minutes} menit.',
  'rate_limited.seconds': 'Terlalu banyak permintaan, coba lagi setelah {seconds} detik.',
  'system.maintenance': 'Situs sedang dalam pemeliharaan. Silakan kembali nanti.',
  internal: 'Terjadi kesalahan di pihak kami. Silakan coba lagi.',
  'validation.required': 'Kolom ini wajib diisi.',
  'validation.invalid': 'Nilai ini tidak valid.',
  'validation.too_short': 'Minimal {min} karakter.',
  'validation.too_long': 'Maksimal {max} karakter.',
  'validation.markup': 'Gunakan teks biasa saja: tanpa markup seperti <b> atau <script>.',
  'mobile.invalid': 'Masukkan nomor ponsel yang valid.',
  'captcha.invalid': 'Captcha salah atau sudah kedaluwarsa. Silakan coba lagi.',
  'sms.too_frequent': 'Harap tunggu sebentar sebelum meminta kode lain.',
  'sms.code_live': 'Kode sudah dikirim. Anda dapat meminta kode baru dalam {seconds} detik.',
  'sms.too_many': 'Terlalu banyak permintaan, coba lagi setelah {minutes} menit.',
  'sms.code_invalid': 'Kode verifikasi salah.',
  'sms.code_expired': 'Kode verifikasi tidak valid atau sudah kedaluwarsa. Silakan minta kode baru.',
  'sms.attempts_exceeded': 'Terlalu banyak kode yang salah. Silakan minta kode baru.',
  'sms.send_failed': 'SMS tidak dapat dikirim. Silakan coba lagi nanti.',
  'register.mobile_taken': 'Nomor ponsel ini sudah terdaftar.',
  'sms.text':
    '{brand}: kode verifikasi Anda adalah {code}. Berlaku selama {minutes} menit. Jangan berikan kode ini kepada siapa pun.',
  'site.title': '{brand} · Game dan lotre online',
  'site.description':
    'Mainkan slot, kasino langsung, olahraga, tembak ikan, dan undian lotre di {brand}. Daftar cepat, deposit dan penarikan dalam bahasa Anda, di ponsel atau komputer apa pun.',
};
