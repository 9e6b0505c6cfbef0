import {
  applyPromotion,
  claimPromotion,
  claimRafflePromotion,
  getRaffleDetail,
  getBonusDetails,
  getPromotionDetail,
  getPromotionList,
  joinPromotion,
  type PromotionCategory,
  type PromotionDetail,
  uploadPromotionImage,
} from '@arcadia/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { apiValue } from '@/lib/api-value';
import { valueQuery } from '@/lib/value-query';
import { refreshWallet } from '@/lib/wallet/wallet-queries';

const PROMO = { moduleId: 'promotions' };

export const promoKeys = {
  all: ['promotions'] as const,
  list: (token: string, category: PromotionCategory | undefined) =>
    ['promotions', 'list', token, category ?? 'all'] as const,
  detail: (token: string, id: number) => ['promotions', 'detail', token, id] as const,
  bonuses: (token: string) => ['promotions', 'bonuses', token] as const,
  raffle: (token: string, id: number) => ['promotions', 'raffle', token, id] as const,
};

export const promotionListQuery = (token: string, category: PromotionCategory | undefined) =>
  valueQuery(promoKeys.list(token, category), getPromotionList, { ...PROMO, query: category ? { category } : {} });

/** The detail is polled while a bonus is being wagered: the member watches the progress move. */
export const promotionDetailQuery = (token: string, id: number) =>
  valueQuery(promoKeys.detail(token, id), getPromotionDetail, { ...PROMO, query: { id } }, { staleTime: 0 });

export const bonusDetailsQuery = (token: string) =>
  valueQuery(promoKeys.bonuses(token), getBonusDetails, PROMO, { staleTime: 0, refetchInterval: 15_000 });

/** Each step answers the new detail: it replaces the cached one, and the lists refresh. */
export const promotionRequests = (client: QueryClient, token: string, id: number) => {
  const replaced = (detail: PromotionDetail) => {
    client.setQueryData(promoKeys.detail(token, id), detail);
    void client.invalidateQueries({ queryKey: ['promotions', 'list'] });
    void client.invalidateQueries({ queryKey: promoKeys.bonuses(token) });
    return detail;
  };
  return {
    join: () => apiValue(joinPromotion, { ...PROMO, body: { id } }).then(replaced),
    /** The application, then its images one by one (each answer is the newer detail). */
    apply: async (comment: string, images: File[] = []) => {
      let detail = await apiValue(applyPromotion, { ...PROMO, body: { id, comment } }).then(replaced);
      for (const image of images)
        detail = await apiValue(uploadPromotionImage, { ...PROMO, body: image, query: { id } }).then(replaced);
      return detail;
    },
    claim: (code?: string) =>
      apiValue(claimPromotion, { ...PROMO, body: code === undefined ? { id } : { id, code } }).then(replaced),
  };
};
export type PromotionRequests = ReturnType<typeof promotionRequests>;

/** A raffle promotion's draw, tickets and prizes; polled while open, so the draw shows when it happens. */
export const raffleDetailQuery = (token: string, id: number) =>
  valueQuery(promoKeys.raffle(token, id), getRaffleDetail, { ...PROMO, query: { id } }, { staleTime: 0 });

/** Claims a raffle prize, then the raffle, the lists and the balance read again. */
export async function claimRafflePrize(client: QueryClient, prizeId: number) {
  const prize = await apiValue(claimRafflePromotion, { ...PROMO, body: { prizeId } });
  await client.invalidateQueries({ queryKey: ['promotions'] });
  void refreshWallet(client);
  return prize;
}
