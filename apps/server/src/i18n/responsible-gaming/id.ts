import type { responsibleGamingEn } from './en.ts';

export const responsibleGamingId = {
  'rg.excluded': 'Akun Anda ditutup untuk bermain dan deposit hingga {until}. Anda tetap dapat menarik saldo Anda.',
  'rg.excluded_indefinitely': 'Akun Anda ditutup untuk bermain dan deposit. Anda tetap dapat menarik saldo Anda.',
  'rg.member_excluded': 'Anggota ini sedang jeda atau mengecualikan diri dan tidak dapat menerima dana.',
  'rg.deposit_limit_day':
    'Deposit ini akan melebihi batas deposit 24 jam Anda sebesar {limit}. Batas tersedia lagi mulai {resetsAt}.',
  'rg.deposit_limit_week':
    'Deposit ini akan melebihi batas deposit 7 hari Anda sebesar {limit}. Batas tersedia lagi mulai {resetsAt}.',
  'rg.deposit_limit_month':
    'Deposit ini akan melebihi batas deposit 30 hari Anda sebesar {limit}. Batas tersedia lagi mulai {resetsAt}.',
  'rg.loss_limit_day':
    'Taruhan ini dapat melebihi batas kekalahan 24 jam Anda sebesar {limit}. Batas tersedia lagi mulai {resetsAt}.',
  'rg.loss_limit_week':
    'Taruhan ini dapat melebihi batas kekalahan 7 hari Anda sebesar {limit}. Batas tersedia lagi mulai {resetsAt}.',
  'rg.loss_limit_month':
    'Taruhan ini dapat melebihi batas kekalahan 30 hari Anda sebesar {limit}. Batas tersedia lagi mulai {resetsAt}.',
  'rg.wager_limit_day':
    'Taruhan ini akan melebihi batas taruhan 24 jam Anda sebesar {limit}. Batas tersedia lagi mulai {resetsAt}.',
  'rg.wager_limit_week':
    'Taruhan ini akan melebihi batas taruhan 7 hari Anda sebesar {limit}. Batas tersedia lagi mulai {resetsAt}.',
  'rg.wager_limit_month':
    'Taruhan ini akan melebihi batas taruhan 30 hari Anda sebesar {limit}. Batas tersedia lagi mulai {resetsAt}.',
  'rg.stake_limit': 'Taruhan ini melebihi taruhan maksimum Anda sebesar {limit}.',
  'rg.session_limit': 'Anda telah mencapai batas waktu sesi {minutes} menit. Beristirahatlah dan masuk lagi nanti.',
  'rg.cannot_shorten': 'Jeda atau pengecualian diri tidak dapat dipersingkat atau diganti dengan yang lebih pendek.',
  'rg.nothing_to_confirm': 'Tidak ada perubahan yang menunggu konfirmasi Anda.',
  'rg.cooling_off': 'Anda dapat mengonfirmasi perubahan ini mulai {at}, setelah masa tunggu 24 jam.',
  'rg.reopen_not_due': 'Pengecualian diri Anda masih berlaku. Anda dapat meminta pembukaan kembali akun mulai {at}.',
} satisfies Record<keyof typeof responsibleGamingEn, string>;
