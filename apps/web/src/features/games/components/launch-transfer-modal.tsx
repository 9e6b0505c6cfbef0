import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form';
import { errorMessageKey } from '@/i18n';
import { useClientKey } from '@/lib/client-key';
import { formatMoney } from '@/lib/money';
import { refreshWallet, transferRequest } from '@/lib/wallet/wallet-queries';
import type { ModalComponentProps } from '@/modals';
import { useLaunchGame } from '../hooks/use-launch-game';
import { GamesModal } from './games-modal';

/**
 * The launch dialog of a game that plays from its vendor's sub-wallet while the member's money is
 * in the main wallet (auto-transfer off): move it there through the wallet's transfer (one ledger
 * transaction) and play, or play with what the sub-wallet holds.
 */
export default function LaunchTransferModal({ options, open, onClose }: ModalComponentProps<'launchTransfer'>) {
  const { t } = useTranslation();
  return (
    <GamesModal
      name="launchTransfer"
      open={open}
      onClose={onClose}
      title={t('games.launchTransfer.title', { name: options.game.gameName })}
      env={options.env}
      size="sm"
    >
      <TransferChoice {...options} onDone={onClose} />
    </GamesModal>
  );
}

function TransferChoice({
  game,
  roomId,
  offer,
  onDone,
}: ModalComponentProps<'launchTransfer'>['options'] & { onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const launch = useLaunchGame();
  const { keyFor, settle } = useClientKey();
  const money = (amount: string) => formatMoney(amount, i18n.language, { symbol: offer.symbol });
  const play = () => {
    onDone();
    void launch(game, roomId, { transferOffered: true });
  };
  const move = useMutation({
    mutationFn: () => {
      const request = { vendor: offer.vendor, direction: 'in' as const, amount: offer.main };
      return transferRequest({ ...request, clientKey: keyFor(request) });
    },
    onSuccess: () => settle(),
    onSettled: () => refreshWallet(queryClient),
  });
  return (
    <div className="flex flex-col gap-4 p-6">
      <p className="text-sm leading-relaxed text-fg-muted">
        {t('games.launchTransfer.body', { vendor: offer.vendorName })}
      </p>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div className="rounded-xl bg-surface-2 px-3 py-2">
          <dt className="text-xs text-fg-muted">{t('games.launchTransfer.gameWallet')}</dt>
          <dd className="font-bold tabular-nums" data-testid="launch-sub-wallet">
            {money(offer.sub)}
          </dd>
        </div>
        <div className="rounded-xl bg-surface-2 px-3 py-2">
          <dt className="text-xs text-fg-muted">{t('games.launchTransfer.mainWallet')}</dt>
          <dd className="font-bold tabular-nums">{money(offer.main)}</dd>
        </div>
      </dl>
      {move.isError ? <FormAlert>{t(errorMessageKey(move.error))}</FormAlert> : null}
      <Button
        variant="primary"
        disabled={move.isPending}
        onClick={() => move.mutate(undefined, { onSuccess: play })}
        className="h-auto min-h-10 py-2 whitespace-normal"
      >
        {t('games.launchTransfer.move', { amount: money(offer.main) })}
      </Button>
      <Button variant="outline" disabled={move.isPending} onClick={play}>
        {t('games.launchTransfer.skip')}
      </Button>
      <p className="text-xs text-fg-muted">{t('games.launchTransfer.hint')}</p>
    </div>
  );
}
