import type { referralsEn } from './en-referrals';

/* Halaman undang teman di konsol (issue 28): program dan hadiah yang ditahan untuk ditinjau. */
export const referralsId: typeof referralsEn = {
  referrals: {
    nav: 'Undang teman',
    title: 'Undang teman',
    settings: 'Program',
    enabled: 'Undang teman ditawarkan (flag REFERRAL3)',
    fields: {
      registerReward: 'Hadiah saat teman mendaftar',
      depositMin: 'Deposit pertama minimal',
      depositReward: 'Hadiah untuk deposit itu',
      turnoverMin: 'Taruhan valid mencapai',
      turnoverReward: 'Hadiah untuk turnover itu',
    },
    zeroHint:
      'Hadiah 0 tidak membayar apa pun untuk tahap itu. Hadiah berupa uang tunai, dibayar sekali per teman dan tahap.',
    save: 'Simpan program',
    saved: 'Program disimpan.',
    held: 'Hadiah ditahan untuk ditinjau',
    id: 'ID',
    referrer: 'Member',
    referred: 'Teman',
    milestone: 'Tahap',
    milestones: { registered: 'Terdaftar', deposit: 'Deposit pertama', turnover: 'Turnover' },
    amount: 'Jumlah',
    reasons: 'Ditahan karena',
    reasonNames: {
      same_ip: 'alamat sama dengan member',
      same_device: 'browser sama dengan member',
      shared_payout: 'rekening penerima milik member lain',
      excluded: 'member dalam pengecualian',
    },
    at: 'Ditahan pada',
    actions: 'Tindakan',
    approve: 'Setujui dan bayar',
    reject: 'Tolak',
    approveOf: 'Setujui dan bayar hadiah untuk {{referred}}',
    rejectOf: 'Tolak hadiah untuk {{referred}}',
  },
};
