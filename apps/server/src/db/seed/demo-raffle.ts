import type { RaffleInput } from '@arcadia/contracts';
import type { Db } from '../schema.ts';
import { createRaffle } from '../../modules/raffles/raffles-admin.usecases.ts';

/**
 * DEMO DATA for the raffle: one weekly prize draw, clearly labelled as a demo, earning from a day
 * before the seed ran until six days after, drawn at its end on the server's clock and claimable
 * for a week after. Its seed is chosen when it is created, like any raffle's.
 */
const DAY = 86_400_000;

const RULES = {
  en: 'Demo raffle. Every 50.00 of valid bet and every 100.00 deposited while it runs earns a numbered ticket (at most 100 each). The draw uses a secret seed whose SHA-256 is shown from the start and which is revealed at the draw, so anyone can check the winning tickets. Prizes: 200.00 cash, three bonuses of 20.00 (wager 5×), ten prizes of 500 points. Claim within 7 days of the draw.',
  pt: 'Sorteio de demonstração. Cada 50,00 de aposta válida e cada 100,00 depositados enquanto ele corre valem um bilhete numerado (no máximo 100 por pessoa). O sorteio usa uma semente secreta cujo SHA-256 é mostrado desde o início e revelada no sorteio, para que qualquer pessoa confira os bilhetes vencedores. Prêmios: 200,00 em dinheiro, três bônus de 20,00 (rollover 5×), dez prêmios de 500 pontos. Resgate em até 7 dias após o sorteio.',
  zh: '演示抽奖。活动期间每 50.00 有效投注、每存款 100.00 可获得一张编号奖券(每人最多 100 张)。开奖使用秘密种子,其 SHA-256 从一开始就公布,开奖时公开种子,任何人都可以核对中奖奖券。奖品:现金 200.00、三份 20.00 红利(5 倍流水)、十份 500 积分。请在开奖后 7 天内领取。',
  id: 'Undian demo. Setiap 50,00 taruhan valid dan setiap 100,00 deposit selama undian berjalan memberi satu tiket bernomor (maksimal 100 per orang). Undian memakai seed rahasia yang SHA-256-nya ditampilkan sejak awal dan diungkap saat pengundian, sehingga siapa pun dapat memeriksa tiket pemenang. Hadiah: uang tunai 200,00, tiga bonus 20,00 (taruhan 5×), sepuluh hadiah 500 poin. Klaim dalam 7 hari setelah pengundian.',
  th: 'การจับรางวัลสาธิต ทุกยอดเดิมพันที่ถูกต้อง 50.00 และทุกยอดฝาก 100.00 ระหว่างกิจกรรมได้รับตั๋วมีหมายเลข 1 ใบ (สูงสุด 100 ใบต่อคน) การจับรางวัลใช้ซีดลับที่แสดง SHA-256 ตั้งแต่เริ่มและเปิดเผยเมื่อจับรางวัล ทุกคนจึงตรวจสอบตั๋วที่ชนะได้ รางวัล: เงินสด 200.00 โบนัส 20.00 สามรางวัล (เทิร์นโอเวอร์ 5 เท่า) และ 500 คะแนนสิบรางวัล รับรางวัลภายใน 7 วันหลังจับรางวัล',
  vi: 'Bốc thăm demo. Mỗi 50,00 cược hợp lệ và mỗi 100,00 nạp trong thời gian diễn ra được một vé có số (tối đa 100 vé mỗi người). Lần bốc thăm dùng một seed bí mật có SHA-256 được công bố từ đầu và seed được tiết lộ khi bốc thăm, nên ai cũng kiểm tra được vé trúng. Giải: 200,00 tiền mặt, ba phần thưởng 20,00 (cược 5 lần), mười giải 500 điểm. Nhận giải trong vòng 7 ngày sau khi bốc thăm.',
};

const text = (title: string, summary: string, rules: string) => ({ title, summary, rules });

export function demoRaffle(now: Date): RaffleInput {
  const at = (days: number) => new Date(now.getTime() + days * DAY).toISOString();
  return {
    content: {
      en: text('Demo raffle: weekly prize draw', 'Play or deposit to collect tickets; 14 prizes drawn.', RULES.en),
      pt: text('Sorteio demo: prêmios da semana', 'Jogue ou deposite para juntar bilhetes; 14 prêmios.', RULES.pt),
      zh: text('演示抽奖:每周奖品抽奖', '投注或存款即可获得奖券;共 14 个奖品。', RULES.zh),
      id: text('Undian demo: hadiah mingguan', 'Main atau deposit untuk mengumpulkan tiket; 14 hadiah.', RULES.id),
      th: text('จับรางวัลสาธิต: รางวัลประจำสัปดาห์', 'เล่นหรือฝากเพื่อสะสมตั๋ว มี 14 รางวัล', RULES.th),
      vi: text('Bốc thăm demo: giải thưởng tuần', 'Chơi hoặc nạp để nhận vé; 14 giải thưởng.', RULES.vi),
    },
    startsAt: at(-1),
    endsAt: at(6),
    drawAt: at(6),
    claimUntil: at(13),
    tickets: { perTurnover: '50.00', perDeposit: '100.00', maxPerMember: 100 },
    prizes: [
      { kind: 'cash', count: 1, amount: '200.00' },
      { kind: 'bonus', count: 3, amount: '20.00', multiple: 5, expiryDays: 30 },
      { kind: 'points', count: 10, points: 500 },
    ],
  };
}

export async function seedDemoRaffle(db: Db, merchantId: number): Promise<void> {
  const now = new Date();
  await createRaffle(db, merchantId, demoRaffle(now), 'seed', now);
}
