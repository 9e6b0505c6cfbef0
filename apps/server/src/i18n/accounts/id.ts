import type { accountsEn } from './en.ts';

export const accountsId: Record<keyof typeof accountsEn, string> = {
  'auth.invalid_credentials': 'Nama pengguna atau kata sandi salah.',
  'auth.captcha_required': 'Silakan masukkan captcha.',
  'auth.captcha_invalid': 'Captcha tidak benar. Silakan coba yang baru.',
  'auth.locked': 'Terlalu banyak percobaan gagal. Coba lagi dalam {minutes} menit.',
  'auth.not_member': 'Akun ini bukan akun anggota dan tidak dapat masuk.',
  'auth.not_agent': 'Hanya agen yang dapat menggunakan login agen.',
  'auth.trial_refused': 'Silakan daftar akun asli untuk menggunakan fitur ini.',
  'register.disabled': 'Jenis pendaftaran ini tidak tersedia.',
  'register.username_taken': 'Nama pengguna ini sudah dipakai.',
  'register.invitation_code_error': 'Kode undangan tidak valid.',
  'password.old_incorrect': 'Kata sandi saat ini tidak benar.',
  'password.user_email_mismatch': 'Nama pengguna atau e-mail tidak ada.',
  'password.reset_invalid': 'Tautan atur ulang ini tidak valid atau sudah kedaluwarsa.',
  'password.recovery_disabled': 'Pemulihan kata sandi melalui telepon tidak tersedia.',
  'freeplay.disabled': 'Main gratis tidak tersedia.',
  'password.weak': 'Kata sandi ini terlalu mudah ditebak.',
  'password.same_as_old': 'Kata sandi baru harus berbeda dari yang sekarang.',
  'validation.confirm_mismatch': 'Konfirmasi tidak cocok.',
  'validation.length': 'Harus {min}-{max} karakter.',
};
