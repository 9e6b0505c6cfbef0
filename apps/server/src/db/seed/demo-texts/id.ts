import type { DemoTexts } from './demo-texts.types.ts';

export const ID: DemoTexts = {
  announcements: {
    responsible: [
      'Bermain secara bertanggung jawab',
      '<p>Tetapkan anggaran sebelum bermain dan beristirahatlah secara teratur. Pemain harus berusia <strong>18 tahun ke atas</strong>.</p>',
    ],
    vendors: ['Vendor baru ditambahkan', '<p>Lebih banyak vendor slot dan live kini ada di katalog.</p>'],
    welcomeBonus: [
      'Bonus sambutan: 100% hingga 100,00',
      '<p>Ikuti penawaran sambutan di halaman promosi, lalu lakukan deposit pertama <b>20,00</b> atau lebih: kami gandakan, hingga <b>100,00</b>.</p><ul><li>Syarat taruhan 5x bonus dalam 30 hari</li><li>Taruhan maksimal 5,00 selama syarat berjalan</li></ul><p><a href="/promotions">Lihat promosi</a></p>',
    ],
    maintenance: [
      'Pemeliharaan terjadwal',
      '<p>Pemeliharaan singkat pada hari Selasa 03:00–03:30 UTC. Saldo Anda aman.</p>',
    ],
    verifyPhone: [
      'Cara memverifikasi ponsel',
      '<p>Buka <em>Akun saya</em>, pilih ponsel, lalu masukkan kode yang kami kirim lewat SMS.</p>',
    ],
    lotteryDraws: ['Undian lotre setiap lima menit', '<p>Undian lotre cepat kini berjalan sepanjang hari.</p>'],
    bonusProgress: [
      'Pantau bonus Anda',
      '<p>Buka <em>Detail bonus</em> di pusat anggota untuk melihat kemajuan syarat taruhan dan kapan bonus berakhir.</p>',
    ],
    withdrawals: ['Penarikan lebih cepat', '<p>Sebagian besar penarikan kini disetujui dalam satu jam.</p>'],
    fairRound: [
      'Periksa putaran yang adil',
      '<p>Setiap putaran permainan internal menampilkan hash seed server sebelum Anda bertaruh dan seed-nya sesudahnya.</p>',
    ],
    languages: [
      'Kini dalam enam bahasa',
      '<p>Pilih <strong>Bahasa Indonesia</strong>, Inggris, Portugis, Tionghoa, Thai, atau Vietnam di menu bahasa.</p>',
    ],
    limits: [
      'Atur batas Anda sendiri',
      '<p>Batas deposit, kerugian dan taruhan, jeda, serta pengecualian diri ada di pusat anggota pada <em>Permainan bertanggung jawab</em>.</p>',
    ],
    welcome: [
      'Selamat datang di Arcadia',
      '<p>Terima kasih sudah berkunjung! Pemain baru mendapat <strong>bonus sambutan</strong> pada setoran pertama.</p><p><a href="/promotions">Lihat promosi</a></p>',
    ],
  },
  banners: {
    welcome: ['Selamat datang di Arcadia', 'Slot, meja live, dan lotre di satu tempat'],
    lottery: ['Undian lotre harian', 'Pilih angka Anda sebelum penutupan berikutnya'],
    inhouse: ['Main game internal', 'Terbukti adil: periksa setiap putaran'],
    app: ['Unduh aplikasinya', 'Android dan iOS'],
    crash: ['Main Crash', 'Tarik sebelum meledak'],
    promotions: ['Promosi', 'Bonus sambutan untuk deposit pertama'],
    mall: ['Toko poin', 'Tukar poin dengan hadiah'],
    help: ['Pusat bantuan', 'Jawaban atas pertanyaan umum'],
    join: ['Gabung dalam semenit', 'Daftar dan mulai bermain'],
    aboard: ['Selamat bergabung', 'Akun Anda sudah siap'],
  },
  resources: {
    android: 'Aplikasi Android',
    ios: 'Profil iOS',
    affiliate: 'Program afiliasi',
    support: 'Bantuan',
    card: 'Kartu',
    bank: 'Transfer bank',
    instant: 'Transfer instan',
    wallet: 'Dompet digital',
    crypto: 'Kripto',
    voucher: 'Voucher',
  },
  helpCategories: { account: 'Akun', money: 'Setoran dan penarikan', games: 'Permainan', agreements: 'Perjanjian' },
  help: {
    register: [
      'Bagaimana cara mendaftar?',
      '<p>Tekan <strong>Daftar</strong>, pilih nama pengguna dan kata sandi, lalu pastikan Anda berusia 18 tahun ke atas.</p>',
    ],
    forgot: [
      'Saya lupa kata sandi',
      '<p>Di jendela masuk pilih <em>Lupa kata sandi</em> dan ikuti langkahnya lewat ponsel atau e-mail.</p>',
    ],
    deposit: [
      'Bagaimana cara menyetor?',
      '<p>Buka <strong>Setor</strong>, pilih metode pembayaran dan jumlahnya, lalu ikuti petunjuknya.</p>',
    ],
    withdrawal: [
      'Kapan penarikan saya tiba?',
      '<p>Sebagian besar penarikan disetujui dalam satu jam; transfer bank bisa lebih lama.</p>',
    ],
    fair: [
      'Apakah game internal adil?',
      '<p>Ya: setiap putaran menerbitkan hash seed sebelum Anda bertaruh, jadi Anda bisa memeriksa hasilnya setelahnya.</p>',
    ],
    notLoaded: [
      'Game tidak termuat',
      '<p>Muat ulang halaman dan periksa koneksi Anda. Tes kecepatan di menu samping menunjukkan rute tercepat.</p>',
    ],
    protocol: [
      'Perjanjian pengguna',
      '<h3>Perjanjian pengguna</h3><p>Dengan memakai situs ini Anda setuju bermain secara bertanggung jawab, berusia minimal 18 tahun, dan tidak berbagi akun.</p><p>Kami dapat menutup akun yang melanggar aturan ini.</p>',
    ],
    terms: [
      'Syarat dan ketentuan',
      '<h3>Syarat dan ketentuan</h3><p>Bonus memiliki syarat taruhan yang ditampilkan pada setiap promosi. Saldo disimpan dalam mata uang Anda.</p>',
    ],
  },
};
