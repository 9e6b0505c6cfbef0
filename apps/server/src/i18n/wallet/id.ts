import type { walletEn } from './en.ts';

export const walletId: Record<keyof typeof walletEn, string> = {
  'wallet.insufficient_funds': 'Saldo tidak mencukupi.',
  'ledger.idempotency_conflict': 'Permintaan ini sudah dibuat dengan rincian berbeda. Silakan mulai yang baru.',
  'wallet.vendor_unavailable': 'Dompet permainan ini tidak tersedia untuk transfer.',
  'ledger.reversed_before_posting': 'Transaksi ini dibatalkan sebelum tiba.',
  'ledger.reversal_exceeds_original': 'Melebihi jumlah transaksi asli.',
  'wallet.amount_below_min': 'Jumlah minimal {min}.',
  'wallet.amount_above_max': 'Jumlah maksimal {max}.',
  'wallet.payment_password_invalid': 'Kata sandi pembayaran salah.',
  'wallet.payment_password_missing': 'Silakan atur kata sandi pembayaran terlebih dahulu.',
  'wallet.login_password_invalid': 'Kata sandi login salah.',
  'wallet.no_upline': 'Akun Anda tidak memiliki upline untuk menerima transfer.',
  'wallet.date_range_invalid': 'Pilih rentang tanggal paling lama {days} hari, dengan akhir setelah awal.',
  'inbox.deposit_credited.title': 'Deposit masuk',
  'inbox.deposit_credited.body': 'Deposit Anda sebesar {currency} {amount} telah masuk ke dompet {merchant} Anda.',
  'inbox.withdrawal_approved.title': 'Penarikan disetujui',
  'inbox.withdrawal_approved.body':
    'Penarikan Anda sebesar {currency} {amount} dari {merchant} telah disetujui dan sedang diproses.',
  'inbox.withdrawal_rejected.title': 'Penarikan ditolak',
  'inbox.withdrawal_rejected.body':
    'Penarikan Anda sebesar {currency} {amount} dari {merchant} ditolak. Dana telah kembali ke dompet Anda.',
  'inbox.deposit_failed.title': 'Deposit gagal',
  'inbox.deposit_failed.body':
    'Deposit Anda sebesar {currency} {amount} ke {merchant} tidak dapat diselesaikan. Dompet Anda tidak terpotong.',
};
