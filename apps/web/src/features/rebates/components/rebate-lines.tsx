import { useTranslation } from 'react-i18next';
import type { RebateLine } from '@arcadia/contracts';
import { Button } from '@/components/ui/button';
import { StatusPill, type Tone } from '@/components/ui/page-blocks';
import { formatMoney } from '@/lib/money';

const TONE: Record<RebateLine['state'], Tone> = {
  claimable: 'brand',
  claimed: 'success',
  below_minimum: 'neutral',
  none: 'neutral',
  accruing: 'pending',
};

/** A game category's name from the VIP texts (Slots, Live casino …), else its code. */
export function useCategoryName() {
  const { t, i18n } = useTranslation();
  return (category: string) => {
    const key = `vip.category.${category}`;
    return i18n.exists(key) ? t(key as 'vip.category.RNG') : category;
  };
}

/**
 * One period's lines: per game category its valid bet, rate and rebate, with a Claim button on a
 * claimable line (members of brands that pay automatically see the state only). A table on wide
 * screens, stacked cards on phones.
 */
export function RebateLines({
  lines,
  onClaim,
  busy,
}: {
  lines: RebateLine[];
  onClaim?: ((category: string) => void) | undefined;
  busy: string | null;
}) {
  const { t, i18n } = useTranslation();
  const name = useCategoryName();
  const money = (v: string) => formatMoney(v, i18n.language);
  return (
    <ul className="flex flex-col divide-y divide-line">
      <li
        aria-hidden
        className="hidden grid-cols-[1.4fr_1fr_0.7fr_1fr_7rem] gap-3 pb-2 text-xs font-semibold text-fg-muted sm:grid"
      >
        <span>{t('rebate.colCategory')}</span>
        <span className="text-right">{t('rebate.colValidBet')}</span>
        <span className="text-right">{t('rebate.colRate')}</span>
        <span className="text-right">{t('rebate.colAmount')}</span>
        <span />
      </li>
      {lines.map((line) => (
        <li
          key={line.category}
          data-testid={`rebate-line-${line.category}`}
          className="grid grid-cols-2 items-center gap-x-3 gap-y-1 py-3 sm:grid-cols-[1.4fr_1fr_0.7fr_1fr_7rem]"
        >
          <span className="col-span-2 font-semibold sm:col-span-1">{name(line.category)}</span>
          <Figure label={t('rebate.colValidBet')} value={money(line.validBet)} />
          <Figure label={t('rebate.colRate')} value={`${line.rate}%`} />
          <Figure label={t('rebate.colAmount')} value={money(line.amount)} strong />
          <span className="flex justify-end">
            {line.state === 'claimable' && onClaim ? (
              <Button
                size="sm"
                disabled={busy !== null}
                onClick={() => onClaim(line.category)}
                aria-label={`${t('rebate.claim')}: ${name(line.category)}`}
              >
                {busy === line.category ? t('rebate.claiming') : t('rebate.claim')}
              </Button>
            ) : (
              <StatusPill tone={TONE[line.state]}>{t(`rebate.state.${line.state}`)}</StatusPill>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <span className="flex items-baseline justify-between gap-2 text-sm tabular-nums sm:justify-end">
      <span className="text-xs text-fg-muted sm:sr-only">{label}</span>
      <span className={strong ? 'font-bold' : undefined}>{value}</span>
    </span>
  );
}
