import { useSearchParams } from 'react-router';
import { prizeModeSchema } from '@arcadia/contracts';
import { useMerchant } from '@/lib/site/use-status';

export type PrizeMode = ReturnType<typeof prizeModeSchema.parse>;

/** A prize mode named by a launch (playType) or a brand (lotteryType), when it is one of the four. */
export const asPrizeMode = (value: string | null | undefined): PrizeMode | undefined => {
  const parsed = prizeModeSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
};

/**
 * The odds table the pages show and slips bet in: the launch's playType query (spec portal.md
 * section 2), else the brand's lottery type, else Lott.
 */
export function usePrizeMode(): PrizeMode {
  const [params] = useSearchParams();
  const merchant = useMerchant();
  return asPrizeMode(params.get('playType')) ?? asPrizeMode(merchant.lotteryType) ?? 'Lott';
}
