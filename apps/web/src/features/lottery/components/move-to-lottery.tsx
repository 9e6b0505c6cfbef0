import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LOTTERY_VENDOR } from '@arcadia/contracts';
import { Button } from '@/components/ui/button';
import { useClientKey } from '@/lib/client-key';
import { formatMoney, toMinor } from '@/lib/money';
import { useSessionValue } from '@/lib/session-store';
import { fundsQuery, refreshWallet, transferRequest } from '@/lib/wallet/wallet-queries';
import { errorText } from '../lib/error-text';

/**
 * The transfer in place (issue 24): the lottery bets from its own wallet, so a slip refused for
 * the balance offers to move what the main wallet holds there, without leaving the slip.
 */
export function MoveToLottery({ onMoved }: { onMoved: () => void }) {
  const { t, i18n } = useTranslation();
  const token = useSessionValue('token') ?? '';
  const queryClient = useQueryClient();
  const funds = useQuery({ ...fundsQuery(token), enabled: Boolean(token) });
  const { keyFor, settle } = useClientKey();
  const main = funds.data?.main ?? '0.00';
  const move = useMutation({
    mutationFn: () => {
      const request = { vendor: LOTTERY_VENDOR, direction: 'in' as const, amount: main };
      return transferRequest({ ...request, clientKey: keyFor(request) });
    },
    onSuccess: async () => {
      settle();
      await refreshWallet(queryClient);
      onMoved();
    },
  });
  if (!funds.data || toMinor(main) <= 0n) return null;
  return (
    <div className="flex flex-col gap-2">
      <Button
        variant="outline"
        className="h-auto min-h-10 py-2 whitespace-normal"
        disabled={move.isPending}
        onClick={() => move.mutate()}
      >
        {t('lottery.moveToPlay', { amount: formatMoney(main, i18n.language, { symbol: funds.data.currencySymbol }) })}
      </Button>
      {move.isError ? (
        <p role="alert" className="text-sm text-danger">
          {errorText(t, move.error)}
        </p>
      ) : null}
    </div>
  );
}
