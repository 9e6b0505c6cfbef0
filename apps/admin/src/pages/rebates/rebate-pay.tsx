import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, errorText } from '../../lib/api';
import { REBATE_CLAIMS_KEY } from './rebate-claims';

type Paid = { periodKey: string; members: number; lines: number; paid: string };

/**
 * Pays the period just closed now, as the schedule would (promotions.write). It asks once more
 * before paying: the money goes to the members' main wallets at once.
 */
export function RebatePay() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [asking, setAsking] = useState(false);
  const pay = useMutation({
    mutationFn: () => api<Paid>('POST', '/rebates/pay', {}),
    onSuccess: () => {
      setAsking(false);
      void client.invalidateQueries({ queryKey: REBATE_CLAIMS_KEY });
    },
  });
  return (
    <section className="card space-y-2" aria-labelledby="rebate-pay-title">
      <h2 id="rebate-pay-title" className="text-xl font-bold">
        {t('rebates.pay')}
      </h2>
      <p className="text-fg-muted">{t('rebates.payHelp')}</p>
      {asking ? (
        <div className="flex gap-2">
          <button type="button" className="btn-primary" disabled={pay.isPending} onClick={() => pay.mutate()}>
            {t('rebates.payConfirm')}
          </button>
          <button type="button" className="btn-secondary" onClick={() => setAsking(false)}>
            {t('missions.cancel')}
          </button>
        </div>
      ) : (
        <button type="button" className="btn-secondary" onClick={() => setAsking(true)}>
          {t('rebates.pay')}
        </button>
      )}
      {pay.isError && (
        <p role="alert" className="text-danger">
          {errorText(pay.error)}
        </p>
      )}
      {pay.data && (
        <p role="status">
          {t('rebates.paid', {
            period: pay.data.periodKey,
            amount: pay.data.paid,
            members: pay.data.members,
            lines: pay.data.lines,
          })}
        </p>
      )}
    </section>
  );
}
