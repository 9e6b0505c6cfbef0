import type { Db } from '../schema.ts';
import type { PointsRuleInput, RewardInput } from '@arcadia/contracts';
import { createReward, savePointsRule, savePointsSettings } from '../../modules/points/points.usecases.ts';

/**
 * DEMO DATA for the points mall: earning rules and a small catalogue of invented rewards (no real
 * brand or product), on the demo brand only. Amounts in minor units of the brand's currency.
 */
const RULES: PointsRuleInput[] = [
  { kind: 'valid_bet', category: 'ALL', points: 1, perAmount: '1.00', enabled: true },
  { kind: 'valid_bet', category: 'RNG', points: 2, perAmount: '1.00', enabled: true },
  { kind: 'valid_bet', category: 'LIVE', points: 3, perAmount: '1.00', enabled: true },
  { kind: 'deposit', points: 10, perAmount: '10.00', minAmount: '20.00', enabled: true },
];

const text = (name: string, description: string) => ({ name, description });
const REWARDS: RewardInput[] = [
  {
    texts: {
      en: text('Demo: Arcadia hoodie', 'A soft grey hoodie with the Arcadia star. Demo reward.'),
      pt: text('Demo: moletom Arcadia', 'Um moletom cinza macio com a estrela Arcadia. Recompensa de demonstração.'),
    },
    imageUrl: null,
    price: 5_000,
    stock: 20,
    limitPerMember: 1,
    kind: 'physical',
    vipLevel: 0,
    enabled: true,
    sort: 1,
  },
  {
    texts: {
      en: text('Demo: travel mug', 'A steel travel mug that keeps coffee warm. Demo reward.'),
      pt: text('Demo: caneca de viagem', 'Uma caneca de aço que mantém o café quente. Recompensa de demonstração.'),
    },
    imageUrl: null,
    price: 1_500,
    stock: 50,
    limitPerMember: 3,
    kind: 'physical',
    vipLevel: 0,
    enabled: true,
    sort: 2,
  },
  {
    texts: {
      en: text('Demo: 10 free spins voucher', 'A voucher code for 10 spins on Pixel Grove games. Demo reward.'),
      pt: text('Demo: vale de 10 giros', 'Um código para 10 giros nos jogos Pixel Grove. Recompensa de demonstração.'),
    },
    imageUrl: null,
    price: 800,
    stock: 500,
    limitPerMember: null,
    kind: 'digital',
    vipLevel: 0,
    enabled: true,
    sort: 3,
  },
  {
    texts: {
      en: text('Demo: wireless earbuds', 'Compact earbuds with a charging case. Demo reward for VIP 3 and up.'),
      pt: text('Demo: fones sem fio', 'Fones compactos com estojo de carga. Recompensa de demonstração para VIP 3+.'),
    },
    imageUrl: null,
    price: 20_000,
    stock: 5,
    limitPerMember: 1,
    kind: 'physical',
    vipLevel: 3,
    enabled: true,
    sort: 4,
  },
];

/** `brand`: the demo brand's id and currency places (amounts are typed in its currency). */
export async function seedDemoPoints(db: Db, brand: { id: number; currency: string; places: number }): Promise<void> {
  const now = new Date();
  await savePointsSettings(db, brand, { enabled: true, ratio: 100, minConvert: 500, expiryDays: 180 }, now);
  for (const rule of RULES) await savePointsRule(db, brand, rule, now);
  for (const reward of REWARDS) await createReward(db, brand.id, reward, now);
}
