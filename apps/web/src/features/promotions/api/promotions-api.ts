import {
  applyPromotion,
  claimPromotion,
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

const PROMO = { moduleId: 'promotions' };

export const promoKeys = {
  all: ['promotions'] as const,
  list: (token: string, category: PromotionCategory | undefined) =>
    ['promotions', 'list', token, category ?? 'all'] as const,
  detail: (token: string, id: number) => ['promotions', 'detail', token, id] as const,
  bonuses: (token: string) => ['promotions', 'bonuses', token] as const,
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
