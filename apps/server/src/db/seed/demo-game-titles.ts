import type { GameCategory } from '@arcadia/contracts';
import type { Names } from '../../modules/catalogue/catalogue.model.ts';

/** Invented demo game titles in English and Chinese, drawn from word lists by a seeded random. */

// Word pairs (English, Chinese): titles are made of two or three of these.
const FIRST: [string, string][] = [
  ['Golden', '黄金'],
  ['Neon', '霓虹'],
  ['Lucky', '幸运'],
  ['Crystal', '水晶'],
  ['Midnight', '午夜'],
  ['Thunder', '雷霆'],
  ['Jade', '翡翠'],
  ['Velvet', '天鹅绒'],
  ['Solar', '太阳'],
  ['Frozen', '冰封'],
  ['Wild', '狂野'],
  ['Mystic', '神秘'],
  ['Royal', '皇家'],
  ['Cosmic', '宇宙'],
  ['Ember', '余烬'],
  ['Silver', '白银'],
  ['Tidal', '潮汐'],
  ['Paper', '纸'],
  ['Candy', '糖果'],
  ['Iron', '钢铁'],
  ['Lantern', '灯笼'],
  ['Emerald', '祖母绿'],
  ['Ruby', '红宝石'],
  ['Sky', '天空'],
];
const SECOND: [string, string][] = [
  ['Koi', '锦鲤'],
  ['Fox', '狐狸'],
  ['Orchard', '果园'],
  ['Comet', '彗星'],
  ['Temple', '神殿'],
  ['Harbor', '港湾'],
  ['Panda', '熊猫'],
  ['Falcon', '猎鹰'],
  ['Garden', '花园'],
  ['Vault', '金库'],
  ['Voyage', '航程'],
  ['Tiger', '老虎'],
  ['Orbit', '轨道'],
  ['Bazaar', '集市'],
  ['Meadow', '草地'],
  ['Reef', '珊瑚礁'],
  ['Forge', '熔炉'],
  ['Kite', '风筝'],
  ['Owl', '猫头鹰'],
  ['Cactus', '仙人掌'],
  ['Lotus', '莲花'],
  ['Yeti', '雪人'],
  ['Beetle', '甲虫'],
  ['Pearl', '珍珠'],
];
const THIRD: [string, string][] = [
  ['Rush', '冲刺'],
  ['Fortune', '财富'],
  ['Deluxe', '豪华'],
  ['Spins', '旋转'],
  ['Quest', '探险'],
  ['Bonanza', '盛宴'],
  ['Party', '派对'],
  ['Stacks', '堆叠'],
  ['Hold', '锁定'],
  ['Blitz', '闪击'],
];
const LIVE_TABLES: [string, string][] = [
  ['Roulette', '轮盘'],
  ['Baccarat', '百家乐'],
  ['Blackjack', '二十一点'],
  ['Sic Bo', '骰宝'],
  ['Dragon Tiger', '龙虎'],
  ['Wheel', '幸运轮'],
];
const PVP_GAMES: [string, string][] = [
  ['Poker Duel', '扑克对决'],
  ['Bull Fight', '斗牛'],
  ['Three Cards', '三张牌'],
  ['Rummy Rally', '拉米'],
  ['Domino Club', '多米诺'],
  ['Dice Duel', '骰子对决'],
];

export function title(random: () => number, category: GameCategory, index: number): Names {
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
  const [a, az] = pick(FIRST);
  if (category === 'LIVE' || category === 'PVP') {
    const [b, bz] = category === 'LIVE' ? pick(LIVE_TABLES) : pick(PVP_GAMES);
    return { en: `${a} ${b} ${index + 1}`, zh: `${az}${bz} ${index + 1}` };
  }
  const [b, bz] = pick(SECOND);
  if (category === 'FISH') return { en: `${a} ${b} Hunt ${index + 1}`, zh: `${az}${bz}捕鱼 ${index + 1}` };
  if (category === 'ELOTT') return { en: `${a} Keno ${index + 1}`, zh: `${az}基诺 ${index + 1}` };
  const [c, cz] = pick(THIRD);
  return { en: `${a} ${b} ${c}`, zh: `${az}${bz}${cz}` };
}
