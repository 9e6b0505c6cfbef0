import type { accountsEn } from './en.ts';

export const accountsId: Record<keyof typeof accountsEn, string> = {
  'auth.invalid_credentials': 'Nama pengguna atau kata sandi salah.',
  'auth.captcha_required': 'Silakan masukkan captcha.',
  'auth.captcha_invalid': 'Captcha tidak benar. Silakan coba yang baru.',
  'auth.locked': 'Terlalu banyak percobaan gagal. Coba lagi dalam {minutes} menit.',
  'auth.not_member': 'Akun ini bukan akun anggota dan tidak dapat masuk.',
  'auth.not_agent': 'Hanya agen yang dapat menggunakan login agen.',
  'auth.trial_refused': 'Silakan daftar akun terlebih dahulu.',
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
  'auth.challenge_failed': 'Pemeriksaan keamanan gagal. Silakan coba lagi.',
  'register.phone_auth_unavailable': 'Verifikasi telepon eksternal tidak tersedia.',
  'register.phone_auth_failed': 'Nomor telepon tidak dapat dikonfirmasi. Silakan coba lagi.',
  'inbox.login_locked.title': 'Masuk dikunci sementara',
  'inbox.login_locked.body':
    'Kata sandi yang salah untuk akun {merchant} Anda dicoba dari beberapa tempat, jadi masuk dengan kata sandi dijeda sementara. Jika ini bukan Anda, atur ulang kata sandi Anda: tautan atur ulang atau masuk dengan kode SMS tetap berfungsi.',
  'inbox.payment_password_locked.title': 'Kata sandi pembayaran dikunci sementara',
  'inbox.payment_password_locked.body':
    'Kata sandi pembayaran yang salah dicoba pada akun {merchant} Anda dari beberapa tempat, jadi penarikan dan transfer dijeda sementara. Jika ini bukan Anda, segera ganti kata sandi masuk Anda.',
};
