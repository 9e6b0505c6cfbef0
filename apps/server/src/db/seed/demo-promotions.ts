import { activityDefinitionSchema } from '@arcadia/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { insertPublishedActivity } from '../../modules/promotions/promotions.port.ts';

const RULES_EN =
  'Join the offer, then make your first deposit of 20.00 or more: we add 100% of it as a bonus, up to 100.00. ' +
  'Wager the bonus 5 times within 30 days (slots and fishing count in full, table and card games 50%, live and lottery 10%); ' +
  'bets above 5.00 do not count. Your own money is played first, then the bonus. Withdrawing before the wagering is done forfeits the bonus.';

/** The demo brand's welcome bonus: opt in, first deposit of 20.00 or more, 100% up to 100.00, 5× wagering. */
const WELCOME = activityDefinitionSchema.parse({
  category: 'new_player',
  content: {
    en: { title: 'Welcome bonus: 100% up to 100.00', summary: 'Double your first deposit.', rules: RULES_EN },
    pt: {
      title: 'Bônus de boas-vindas: 100% até 100,00',
      summary: 'Dobre o seu primeiro depósito.',
      rules:
        'Participe da oferta e faça o seu primeiro depósito de 20,00 ou mais: adicionamos 100% dele como bônus, até 100,00. ' +
        'Aposte o bônus 5 vezes em até 30 dias (slots e pesca contam 100%, mesas e cartas 50%, ao vivo e loteria 10%); ' +
        'apostas acima de 5,00 não contam. O seu dinheiro é apostado primeiro, depois o bônus. Sacar antes de concluir o rollover faz perder o bônus.',
    },
    zh: {
      title: '新会员首存红利:100%,最高 100.00',
      summary: '首笔存款翻倍。',
      rules:
        '参加活动后首笔存款 20.00 或以上,即可获得存款 100% 的红利,最高 100.00。红利须在 30 天内完成 5 倍流水;单注超过 5.00 不计入。提前提款将作废红利。',
    },
    id: {
      title: 'Bonus sambutan: 100% hingga 100,00',
      summary: 'Gandakan deposit pertama Anda.',
      rules:
        'Ikuti penawaran, lalu lakukan deposit pertama 20,00 atau lebih: kami tambahkan 100% sebagai bonus, hingga 100,00. Putar bonus 5 kali dalam 30 hari; taruhan di atas 5,00 tidak dihitung. Penarikan sebelum selesai membatalkan bonus.',
    },
    th: {
      title: 'โบนัสต้อนรับ 100% สูงสุด 100.00',
      summary: 'เพิ่มเงินฝากครั้งแรกเป็นสองเท่า',
      rules:
        'เข้าร่วมโปรโมชั่นแล้วฝากครั้งแรก 20.00 ขึ้นไป รับโบนัส 100% สูงสุด 100.00 ทำเทิร์นโอเวอร์ 5 เท่าภายใน 30 วัน เดิมพันเกิน 5.00 ไม่นับ การถอนก่อนครบจะทำให้โบนัสถูกยกเลิก',
    },
    vi: {
      title: 'Thưởng chào mừng 100% đến 100,00',
      summary: 'Nhân đôi lần nạp đầu tiên.',
      rules:
        'Tham gia ưu đãi rồi nạp lần đầu từ 20,00: nhận thưởng 100% số nạp, tối đa 100,00. Cược thưởng 5 lần trong 30 ngày; cược trên 5,00 không được tính. Rút tiền trước khi hoàn thành sẽ mất thưởng.',
    },
  },
  startsAt: '2026-01-01T00:00:00.000Z',
  trigger: { kind: 'deposit', which: 'first', minAmount: '20.00' },
  reward: { kind: 'percent', percentBp: 10_000, cap: '100.00' },
  wagering: { multiple: 5, base: 'bonus', contributions: { PVP: 50 }, maxBet: '5.00', expiryDays: 30 },
  requiresJoin: true,
  autoClaim: true,
});

/** The demo brand's promotions, published. */
export async function seedDemoPromotions(trx: Kysely<Database>, merchantId: number): Promise<void> {
  await insertPublishedActivity(trx, merchantId, WELCOME, 'seed');
}
