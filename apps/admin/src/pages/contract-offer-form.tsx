import { useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminOfferContract,
  CONTRACT_KINDS,
  DIVIDEND_PERIODS,
  type ContractKindName,
  type ContractView,
} from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { Field } from '../components/field';
import { api, ApiError, errorText } from '../lib/api';
import { checkWith, textOrNull, type FieldErrors } from '../lib/form-errors';

type TieredKind = Exclude<ContractKindName, 'realtime_salary'>;
type Threshold = 'minTeamLoss' | 'minValidBet' | 'minActiveMembers';

/** What each kind's tiers are measured by (spec portal.md section 3): the agent centre's fields too. */
const THRESHOLDS: Record<TieredKind, readonly Threshold[]> = {
  dividend: ['minTeamLoss', 'minActiveMembers'],
  daily_salary: ['minValidBet', 'minActiveMembers'],
  hourly_salary: ['minValidBet'],
};
const MAX_TIERS = 10;
const REAL_TIME_FIELDS = ['profitRate', 'lossRate', 'minSingleBet'] as const;

/**
 * The offer the form describes, for the contract's schema to judge: a tiered kind's rows (a
 * threshold left empty is no threshold) and a dividend's period, or the real-time rates.
 */
function offerFrom(form: FormData, kind: ContractKindName, rows: number[]): unknown {
  const base = { agent: String(form.get('agent') ?? ''), kind };
  if (kind === 'realtime_salary')
    return {
      ...base,
      realTime: Object.fromEntries(REAL_TIME_FIELDS.map((f) => [f, String(form.get(f) ?? '')])),
    };
  return {
    ...base,
    ...(kind === 'dividend' ? { period: form.get('period') } : {}),
    tiers: rows.map((row) => {
      const tier: Record<string, string> = { rate: String(form.get(`tier-${row}-rate`) ?? '') };
      for (const threshold of THRESHOLDS[kind]) {
        const value = textOrNull(form.get(`tier-${row}-${threshold}`));
        if (value !== null) tier[threshold] = value;
      }
      return tier;
    }),
  };
}

/**
 * The brand offers a top-level agent (by username) a contract of a kind: tiers and a dividend's
 * period, or a real-time salary's rates, checked with the offer's shared schema before it is
 * sent. The agent accepts or rejects it in the agent centre. A refusal shows on the form (an
 * unknown or not top-level username under the agent field) and everything typed stays.
 */
export function ContractOfferForm() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const nextRow = useRef(1);
  const [kind, setKind] = useState<ContractKindName>('daily_salary');
  const [rows, setRows] = useState<number[]>([0]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sent, setSent] = useState<string | null>(null);
  const offer = useMutation({
    mutationFn: (body: unknown) => api<ContractView>('POST', '/contracts/offers', body),
    onSuccess: (contract) => {
      setSent(t('contracts.offer.sent', { agent: contract.agent }));
      formRef.current?.reset();
      setRows([nextRow.current++]);
      void client.invalidateQueries({ queryKey: ['contracts'] });
    },
    onError: (error) => {
      // The console's own words: the agent centre's ("your direct downline agents") do not fit the brand.
      if (error instanceof ApiError && error.code === 'contract.not_downline')
        setErrors({ agent: t('contracts.offer.notTopLevel') });
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSent(null);
    offer.reset();
    const checked = checkWith(adminOfferContract.body, offerFrom(new FormData(event.currentTarget), kind, rows), t);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    offer.mutate(checked.value);
  };
  const addRow = () => setRows((r) => [...r, nextRow.current++]);
  const removeRow = (row: number) => setRows((r) => r.filter((x) => x !== row));
  const serverError = offer.isError && !errors.agent ? errorText(offer.error) : null;
  return (
    <form ref={formRef} className="card space-y-4" onSubmit={submit} noValidate aria-labelledby="contract-offer-title">
      <h3 id="contract-offer-title" className="font-bold">
        {t('contracts.offer.title')}
      </h3>
      <fieldset className="flex flex-wrap items-start gap-4" disabled={offer.isPending}>
        <Field label={t('contracts.offer.agent')} error={errors.agent}>
          {(c) => <input {...c} name="agent" className="field" maxLength={64} autoComplete="off" />}
        </Field>
        <Field label={t('contracts.kind')} error={errors.kind}>
          {(c) => (
            <select
              {...c}
              name="kind"
              className="field"
              value={kind}
              onChange={(e) => setKind(e.target.value as ContractKindName)}
            >
              {CONTRACT_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`contracts.kinds.${k}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        {kind === 'dividend' && (
          <Field label={t('contracts.dividendPeriod')} error={errors.period} hint={t('contracts.offer.periodHint')}>
            {(c) => (
              <select {...c} name="period" className="field" defaultValue="semimonth">
                {DIVIDEND_PERIODS.map((p) => (
                  <option key={p} value={p}>
                    {t(`contracts.periods.${p}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
      </fieldset>
      {kind === 'realtime_salary' ? (
        <fieldset className="flex flex-wrap items-start gap-4" disabled={offer.isPending}>
          {REAL_TIME_FIELDS.map((f) => (
            <Field key={f} label={t(`contracts.offer.${f}`)} error={errors[`realTime.${f}`] ?? errors.realTime}>
              {(c) => <input {...c} name={f} className="field w-40" inputMode="decimal" />}
            </Field>
          ))}
        </fieldset>
      ) : (
        <fieldset className="space-y-3" disabled={offer.isPending}>
          <legend className="mb-2 font-semibold">{t('contracts.offer.tiers')}</legend>
          {errors.tiers && <p className="text-sm text-danger">{errors.tiers}</p>}
          <ol className="space-y-3">
            {rows.map((row, i) => (
              <li
                key={row}
                className="flex flex-wrap items-end gap-4"
                aria-label={t('contracts.offer.tier', { n: i + 1 })}
              >
                {THRESHOLDS[kind].map((threshold) => (
                  <Field
                    key={`${kind}-${threshold}`}
                    label={t(`contracts.offer.${threshold}`)}
                    error={errors[`tiers.${i}.${threshold}`]}
                  >
                    {(c) => (
                      <input
                        {...c}
                        name={`tier-${row}-${threshold}`}
                        className="field w-40"
                        inputMode={threshold === 'minActiveMembers' ? 'numeric' : 'decimal'}
                        placeholder={t('contracts.offer.any')}
                      />
                    )}
                  </Field>
                ))}
                <Field label={t('contracts.offer.rate')} error={errors[`tiers.${i}.rate`]}>
                  {(c) => <input {...c} name={`tier-${row}-rate`} className="field w-28" inputMode="decimal" />}
                </Field>
                {rows.length > 1 && (
                  <button type="button" className="btn-secondary" onClick={() => removeRow(row)}>
                    {t('contracts.offer.removeTier', { n: i + 1 })}
                  </button>
                )}
              </li>
            ))}
          </ol>
          {rows.length < MAX_TIERS && (
            <button type="button" className="btn-secondary" onClick={addRow}>
              {t('contracts.offer.addTier')}
            </button>
          )}
        </fieldset>
      )}
      <button className="btn-primary" disabled={offer.isPending}>
        {t('contracts.offer.send')}
      </button>
      {Object.keys(errors).length > 0 && (
        <p role="alert" className="text-danger">
          {t('form.fix')}
        </p>
      )}
      {serverError && (
        <p role="alert" className="text-danger">
          {serverError}
        </p>
      )}
      {sent && <p role="status">{sent}</p>}
    </form>
  );
}
