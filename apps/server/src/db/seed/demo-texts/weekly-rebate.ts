import type { Language } from '@arcadia/contracts';

/** The announcement of the weekly rebate, per language: seeded only with the rebate itself. */
export const WEEKLY_REBATE: Record<Language, [string, string]> = {
  en: [
    'Weekly rebate on every bet',
    '<p>Every Monday, claim back part of last week’s valid bets: the rate grows with your VIP level. Open <em>Rebate promotion</em> in the member centre.</p>',
  ],
  pt: [
    'Reembolso semanal em todas as apostas',
    '<p>Toda segunda-feira, resgate parte das apostas válidas da semana passada: a taxa cresce com o seu nível VIP. Abra <em>Promoção de reembolso</em> no centro do membro.</p>',
  ],
  zh: [
    '每周返水,每笔投注都算',
    '<p>每周一领取上周有效投注的返水:返水比例随 VIP 等级提升。请在会员中心打开<em>返水优惠</em>。</p>',
  ],
  id: [
    'Rabat mingguan untuk setiap taruhan',
    '<p>Setiap Senin, klaim kembali sebagian taruhan sah minggu lalu: tarifnya naik sesuai level VIP Anda. Buka <em>Promosi rabat</em> di pusat anggota.</p>',
  ],
  th: [
    'เงินคืนรายสัปดาห์ทุกการเดิมพัน',
    '<p>ทุกวันจันทร์ รับเงินคืนส่วนหนึ่งจากยอดเดิมพันที่ถูกต้องของสัปดาห์ที่แล้ว อัตราเพิ่มตามระดับ VIP ของคุณ เปิด<em>โปรโมชันเงินคืน</em>ในศูนย์สมาชิก</p>',
  ],
  vi: [
    'Hoàn trả hàng tuần cho mọi cược',
    '<p>Mỗi thứ Hai, nhận lại một phần tiền cược hợp lệ của tuần trước: tỷ lệ tăng theo cấp VIP của bạn. Mở <em>Khuyến mãi hoàn trả</em> trong trung tâm thành viên.</p>',
  ],
};
