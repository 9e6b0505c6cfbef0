/** Pesan rabat (promosi rabat di pusat anggota). */
export const rebatesId = {
  'rebates.not_offered': 'Rabat saat ini tidak tersedia di situs ini.',
  'rebates.nothing_to_claim': 'Tidak ada rabat yang dapat diklaim untuk periode terakhir.',
  'rebates.auto_paid': 'Rabat dibayarkan otomatis ke dompet Anda setiap kali periode berakhir.',
  'rebates.excluded': 'Rabat tidak dibayarkan selama jeda atau pengecualian diri masih berlaku di akun Anda.',
};
