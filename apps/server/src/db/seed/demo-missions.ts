import type { LeaderboardInput, MissionInput } from '@arcadia/contracts';
import type { DbOrTrx } from '../schema.ts';
import { createLeaderboard, createMission } from '../../modules/missions/missions-admin.usecases.ts';

/**
 * DEMO DATA for missions: a daily mission set (sign in, play rounds, wager, a big win, a deposit),
 * a weekly sign-in streak, and a daily leaderboard of mission scores with prizes for the top three.
 */
type Titles = MissionInput['titles'];
const titles = (en: string, pt: string, zh: string, id: string, th: string, vi: string): Titles => ({
  en,
  pt,
  zh,
  id,
  th,
  vi,
});

const MISSIONS: Omit<MissionInput, 'sortOrder'>[] = [
  {
    code: 'daily-check-in',
    titles: titles('Sign in today', 'Entre hoje', '今日登录', 'Masuk hari ini', 'เข้าสู่ระบบวันนี้', 'Đăng nhập hôm nay'),
    kind: 'login_days',
    cadence: 'daily',
    target: '1',
    reward: '0.50',
    score: 5,
  },
  {
    code: 'daily-rounds',
    titles: titles('Play 10 rounds', 'Jogue 10 rodadas', '玩 10 局', 'Main 10 ronde', 'เล่น 10 รอบ', 'Chơi 10 ván'),
    kind: 'rounds',
    cadence: 'daily',
    target: '10',
    reward: '1.00',
    score: 10,
  },
  {
    code: 'daily-wager',
    titles: titles(
      'Wager 100.00 in valid bets',
      'Aposte 100,00 em apostas válidas',
      '有效投注 100.00',
      'Taruhan sah 100.00',
      'เดิมพันที่นับได้ 100.00',
      'Cược hợp lệ 100.00',
    ),
    kind: 'wager',
    cadence: 'daily',
    target: '100.00',
    reward: '2.00',
    score: 20,
  },
  {
    code: 'daily-big-win',
    titles: titles(
      'Win at 5× or more',
      'Ganhe 5× ou mais',
      '赢得 5 倍或以上',
      'Menang 5× atau lebih',
      'ชนะ 5 เท่าขึ้นไป',
      'Thắng từ 5× trở lên',
    ),
    kind: 'multiplier',
    cadence: 'daily',
    target: '1',
    multiplier: '5',
    reward: '3.00',
    score: 30,
  },
  {
    code: 'daily-deposit',
    titles: titles(
      'Deposit 50.00 today',
      'Deposite 50,00 hoje',
      '今日存款 50.00',
      'Deposit 50.00 hari ini',
      'ฝากเงิน 50.00 วันนี้',
      'Nạp 50.00 hôm nay',
    ),
    kind: 'deposit',
    cadence: 'daily',
    target: '50.00',
    reward: '2.00',
    score: 20,
  },
  {
    code: 'weekly-streak',
    titles: titles(
      'Sign in on 3 days this week',
      'Entre em 3 dias nesta semana',
      '本周登录 3 天',
      'Masuk 3 hari minggu ini',
      'เข้าสู่ระบบ 3 วันในสัปดาห์นี้',
      'Đăng nhập 3 ngày trong tuần',
    ),
    kind: 'login_days',
    cadence: 'weekly',
    target: '3',
    reward: '5.00',
    score: 30,
  },
];

const LEADERBOARD: LeaderboardInput = {
  code: 'daily-race',
  titles: titles(
    'Daily mission race',
    'Corrida diária de missões',
    '每日任务竞赛',
    'Balapan misi harian',
    'การแข่งขันภารกิจประจำวัน',
    'Cuộc đua nhiệm vụ hằng ngày',
  ),
  cadence: 'daily',
  prizes: ['50.00', '20.00', '10.00'],
};

export async function seedDemoMissions(db: DbOrTrx, merchantId: number): Promise<void> {
  const now = new Date();
  for (const [i, mission] of MISSIONS.entries())
    await createMission(db, merchantId, { ...mission, sortOrder: i + 1 }, now);
  await createLeaderboard(db, merchantId, LEADERBOARD, now);
}
