import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/form';
import { errorMessageKey } from '@/i18n';
import { useSessionValue } from '@/lib/session-store';
import { updateWalletSettingsRequest, walletKeys, walletSettingsQuery } from '@/lib/wallet/wallet-queries';

/**
 * "Move my balance automatically when I launch a game" (on by default): with it, every launch
 * brings the member's money to the wallet the game plays from, so what they have can be bet.
 */
export function AutoTransferSetting() {
  const { t } = useTranslation();
  const token = useSessionValue('token') ?? '';
  const queryClient = useQueryClient();
  const settings = useQuery({ ...walletSettingsQuery(token), enabled: Boolean(token) });
  // The box shows the choice from the click on (a mutation's pending state arrives a render later,
  // which let the box flick back); a refused save falls back to the stored setting.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const save = useMutation({
    mutationFn: updateWalletSettingsRequest,
    onSuccess: (value) => queryClient.setQueryData(walletKeys.settings(token), value),
    onSettled: () => setChosen(null),
  });
  const on = chosen ?? settings.data?.autoTransfer ?? true;
  return (
    <div className="flex flex-col gap-2">
      <label className="flex items-start gap-3 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-brand"
          checked={on}
          disabled={settings.isPending || save.isPending}
          aria-describedby="auto-transfer-hint"
          onChange={(event) => {
            setChosen(event.target.checked);
            save.mutate({ autoTransfer: event.target.checked });
          }}
        />
        <span>
          <span className="font-semibold">{t('wallet.autoTransfer')}</span>
          <span id="auto-transfer-hint" className="mt-0.5 block text-xs text-fg-muted">
            {t('wallet.autoTransferHint')}
          </span>
        </span>
      </label>
      {save.isError ? <FormAlert>{t(errorMessageKey(save.error))}</FormAlert> : null}
    </div>
  );
}
