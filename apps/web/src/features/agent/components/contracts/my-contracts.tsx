import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  firstResultAboveCap,
  periodEndsDownline,
  readableTiers,
  realTimeAboveCap,
  realTimeFromText,
  type ContractKindName,
  type ContractView,
} from '@arcadia/contracts';
import { Button } from '@/components/ui/button';
import { FormAlert, FormSuccess } from '@/components/ui/form';
import { Loading } from '@/components/ui/page-blocks';
import { errorMessageKey } from '@/i18n';
import { isApiError } from '@/lib/api-error';
import { useSessionValue } from '@/lib/session-store';
import { contractAction, contractKeys, contractsQuery } from '../../api/contracts-api';
import { ContractCard } from './contract-card';

/**
 * Whether accepting these terms ends a contract the agent offered: by the shared rules the server
 * ends them by (packages/contracts rate-cap.ts) — it would pay above the new terms, or it is a
 * dividend on another period than the new one.
 */
function endedBy(terms: ContractView, offered: ContractView): boolean {
  if (periodEndsDownline(terms.kind, terms.period, offered.period)) return true;
  if (terms.tiers && offered.tiers)
    return firstResultAboveCap(readableTiers(terms.tiers), readableTiers(offered.tiers)) !== null;
  const own = terms.realTime && realTimeFromText(terms.realTime);
  const theirs = offered.realTime && realTimeFromText(offered.realTime);
  return own && theirs ? realTimeAboveCap(own, theirs) : false;
}

/** How many contracts the server says accepting ends (the envelope's value { n }). */
const endingCount = (value: unknown) =>
  typeof value === 'object' && value !== null && 'n' in value && typeof value.n === 'number' ? value.n : 0;

/**
 * The agent's side of one kind: its current contract, the offers waiting for its answer, and the
 * contracts it offered its downlines. Accepting terms lower than a downline's ends that downline's
 * contract (spec portal.md section 4): the server asks for a confirmation first, shown here with
 * the names of the downlines it would end.
 */
export function MyContracts({ kind }: { kind: ContractKindName }) {
  const { t } = useTranslation();
  const token = useSessionValue('token') ?? '';
  const client = useQueryClient();
  const { data } = useQuery(contractsQuery(token, kind));
  const [busy, setBusy] = useState<number | null>(null);
  // The offer being confirmed, with the count the server gave for when the ended contracts are not in the list.
  const [confirming, setConfirming] = useState<{ id: number; message: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!data) return <Loading />;

  const mine = data.list.filter((c) => c.mine);
  const current = mine.find((c) => c.state === 'accepted');
  const pending = mine.filter((c) => c.state === 'requested');
  const offered = data.list.filter((c) => !c.mine && (c.state === 'accepted' || c.state === 'requested'));

  const answer = async (contract: ContractView, action: 'accept' | 'reject', confirm = false) => {
    setBusy(contract.id);
    setError(null);
    setNotice(null);
    try {
      const body =
        action === 'accept' ? { action, contractId: contract.id, confirm } : { action, contractId: contract.id };
      const refreshed = await contractAction(kind, body);
      client.setQueryData(contractKeys.list(token, kind), refreshed);
      setConfirming(null);
      setNotice(t(action === 'accept' ? 'contracts.acceptedNotice' : 'contracts.rejectedNotice'));
      // The agent centre's entries and the other kinds' lists may follow from the answer.
      await client.invalidateQueries({ queryKey: ['agent', token, 'centre'] });
    } catch (e) {
      if (isApiError(e) && e.code === 'contract.confirm_terminations')
        setConfirming({
          id: contract.id,
          message: t('errors.contract.confirm_terminations', { n: endingCount(e.value) }),
        });
      else setError(t(errorMessageKey(e)));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="space-y-4">
      <FormSuccess>{notice}</FormSuccess>
      <FormAlert>{error}</FormAlert>
      {pending.length > 0 ? (
        <section aria-labelledby={`offers-${kind}`}>
          <h3 id={`offers-${kind}`} className="mb-2 text-sm font-semibold">
            {t('contracts.offers')}
          </h3>
          <ul className="space-y-2">
            {pending.map((offer) => {
              const ending = offered.filter((o) => endedBy(offer, o)).map((o) => o.agent);
              return (
                <ContractCard key={offer.id} contract={offer}>
                  {confirming?.id === offer.id ? (
                    <div role="alert" className="mt-3 rounded-lg border border-danger/30 bg-danger-soft p-3 text-sm">
                      <p className="mb-2 text-danger">
                        {ending.length > 0
                          ? t('contracts.confirmEnds', { names: ending.join(', ') })
                          : confirming.message}
                      </p>
                      <div className="flex flex-wrap gap-2">
                        <Button size="sm" disabled={busy !== null} onClick={() => void answer(offer, 'accept', true)}>
                          {t('contracts.confirmAccept')}
                        </Button>
                        <Button size="sm" variant="ghost" onClick={() => setConfirming(null)}>
                          {t('contracts.cancel')}
                        </Button>
                      </div>
                    </div>
                  ) : (
                    <div className="mt-3 flex flex-wrap gap-2">
                      <Button size="sm" disabled={busy !== null} onClick={() => void answer(offer, 'accept')}>
                        {t('contracts.accept')}
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={busy !== null}
                        onClick={() => void answer(offer, 'reject')}
                      >
                        {t('contracts.reject')}
                      </Button>
                    </div>
                  )}
                </ContractCard>
              );
            })}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby={`current-${kind}`}>
        <h3 id={`current-${kind}`} className="mb-2 text-sm font-semibold">
          {t('contracts.current')}
        </h3>
        {current ? (
          <ul>
            <ContractCard contract={current} />
          </ul>
        ) : (
          <p className="rounded-xl border border-dashed border-line p-4 text-sm text-fg-muted">{t('contracts.none')}</p>
        )}
      </section>
      {offered.length > 0 ? (
        <section aria-labelledby={`offered-${kind}`}>
          <h3 id={`offered-${kind}`} className="mb-2 text-sm font-semibold">
            {t('contracts.offered')}
          </h3>
          <ul className="space-y-2">
            {offered.map((c) => (
              <ContractCard key={c.id} contract={c} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
