/** Pesan promosi (aktivitas, bonus, syarat taruhan). Setiap file bahasa memiliki kunci ini. */
export const promotionsId = {
  'promotions.not_found': 'Promosi ini tidak ada atau sudah tidak tersedia.',
  'promotions.not_running': 'Promosi ini sedang tidak berjalan.',
  'promotions.not_eligible': 'Promosi ini tidak terbuka untuk akun Anda.',
  'promotions.excluded': 'Promosi ditutup untuk akun Anda selama jeda atau pengecualian diri berlangsung.',
  'promotions.invalid_state': 'Anda tidak dapat melakukan itu di promosi ini sekarang.',
  'promotions.second_approver_required': 'Operator kedua harus memberikan bonus besar yang pertama Anda setujui.',
  'promotions.nothing_to_claim': 'Belum ada yang bisa diklaim di promosi ini.',
  'promotions.code_invalid': 'Kode promosi itu tidak valid.',
  'promotions.bonus_active':
    'Anda masih memiliki bonus yang sedang dipenuhi syarat taruhannya. Selesaikan dulu sebelum mengambil yang lain.',
  'promotions.bonus_forfeit_warning':
    'Anda memiliki bonus {amount} yang syarat taruhannya belum terpenuhi. Penarikan sekarang akan membatalkannya. Konfirmasi untuk tetap menarik.',
  'promotions.wagering_over_cap': 'Syarat taruhan tidak boleh lebih dari {cap} kali.',
  'promotions.image_invalid': 'Gambar harus PNG atau JPG, maksimal 5 MB per gambar, dan maksimal 3.',
  'promotions.raffle_not_open': 'Undian itu bukan promosi undian yang sedang dibuka.',
  'promotions.prize_expired': 'Hadiah ini tidak diklaim tepat waktu dan telah hangus.',
};
