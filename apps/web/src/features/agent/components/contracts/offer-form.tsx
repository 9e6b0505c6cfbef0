import { useMemo, useState } from 'react';
import { useForm, type Path, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DIVIDEND_PERIODS, type ContractKindName, type ContractView } from '@arcadia/contracts';
import { FormAlert, FormSuccess, SelectInput, SubmitButton } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { Loading } from '@/components/ui/page-blocks';
import { errorMessageKey } from '@/i18n';
import { placeServerErrors } from '@/lib/form-errors';
import { useSessionValue } from '@/lib/session-store';
import { contractAction, contractKeys, contractsQuery, directDownlinesQuery } from '../../api/contracts-api';
import { isTiered } from './contract-kinds';
import { TermsFields } from './terms-fields';
import { emptyTerms, termsBody, termsSchema, type OwnTerms, type TermsValues } from './terms-schema';

type OfferValues = TermsValues & { downlineId: string };

/** The paths a server refusal may name, the wire's names for the real-time rates mapped onto the form's. */
function placement(kind: ContractKindName, tierCount: number) {
  const tierPaths = Array.from({ length: tierCount }, (_, i) =>
    (['rate', 'minTeamLoss', 'minValidBet', 'minActiveMembers'] as const).map((f) => `tiers.${i}.${f}` as const),
  ).flat();
  const capField: Path<OfferValues> = isTiered(kind) ? 'tiers.0.rate' : 'profitRate';
  return {
    fields: ['downlineId', 'profitRate', 'lossRate', 'minSingleBet', ...tierPaths] as Path<OfferValues>[],
    aliases: {
      'realTime.profitRate': 'profitRate',
      'realTime.lossRate': 'lossRate',
      'realTime.minSingleBet': 'minSingleBet',
    } as Record<string, Path<OfferValues>>,
    codes: {
      'contract.above_upline': capField,
      'contract.not_downline': 'downlineId',
    } as Record<string, Path<OfferValues>>,
  };
}

/**
 * Offering a contract of this kind to a direct downline agent. The agent's own contract is the
 * cap: shown beside each rate and checked before sending; a refusal from the server lands under
 * the field it concerns, and what was typed stays.
 */
export function OfferForm({ kind }: { kind: ContractKindName }) {
  const { t } = useTranslation();
  const token = useSessionValue('token') ?? '';
  const contracts = useQuery(contractsQuery(token, kind));
  const downlines = useQuery(directDownlinesQuery(token));
  if (!contracts.data || !downlines.data) return <Loading />;
  const own = contracts.data.list.find((c) => c.mine && c.state === 'accepted');
  if (!own) return <Notice text={t('contracts.needOwn')} />;
  const agents = downlines.data.list.filter((d) => d.type !== 0 && d.depth === 1);
  if (agents.length === 0) return <Notice text={t('contracts.noDownlineAgents')} />;
  return <OfferFields kind={kind} own={own} agents={agents} />;
}

const Notice = ({ text }: { text: string }) => (
  <p className="rounded-xl border border-dashed border-line p-4 text-sm text-fg-muted">{text}</p>
);

function OfferFields({
  kind,
  own,
  agents,
}: {
  kind: ContractKindName;
  own: ContractView;
  agents: { id: string; username: string }[];
}) {
  const { t } = useTranslation();
  const token = useSessionValue('token') ?? '';
  const client = useQueryClient();
  const cap: OwnTerms = { tiers: own.tiers, realTime: own.realTime };
  const schema = useMemo(
    () => termsSchema(kind, cap).and(z.object({ downlineId: z.string().min(1, 'validation.required') })),
    // The cap is the own contract's: a new version of it makes a new schema.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [kind, own.id],
  );
  // A dividend offer is on the agent's own period (the server sets it so: a chain settles on its
  // topmost contract's period), shown, not chosen.
  const period = DIVIDEND_PERIODS.find((p) => p === own.period) ?? 'day';
  const form = useForm<OfferValues>({
    resolver: zodResolver(schema) as unknown as Resolver<OfferValues>,
    defaultValues: { ...emptyTerms(), period, downlineId: '' },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    setSent(null);
    try {
      const refreshed = await contractAction(kind, {
        action: 'offer',
        downlineId: Number(values.downlineId),
        ...termsBody(kind, values),
      });
      client.setQueryData(contractKeys.list(token, kind), refreshed);
      setSent(t('contracts.sent', { name: agents.find((a) => a.id === values.downlineId)?.username ?? '' }));
      form.reset({ ...emptyTerms(), period, downlineId: '' });
    } catch (error) {
      if (!placeServerErrors(form, error, placement(kind, values.tiers.length)))
        setFormError(t(errorMessageKey(error)));
    }
  });

  return (
    <form
      noValidate
      aria-label={t('contracts.tabs.offer')}
      className="space-y-3"
      onSubmit={(event) => void onSubmit(event)}
    >
      <FormField form={form} name="downlineId" label={t('contracts.downline')} as={SelectInput}>
        <option value="">{t('contracts.chooseDownline')}</option>
        {agents.map((a) => (
          <option key={a.id} value={a.id}>
            {a.username}
          </option>
        ))}
      </FormField>
      <TermsFields kind={kind} form={form} own={cap} fixedPeriod={kind === 'dividend' ? period : undefined} />
      <FormAlert>{formError}</FormAlert>
      <FormSuccess>{sent}</FormSuccess>
      <SubmitButton loading={form.formState.isSubmitting} className="sm:w-auto">
        {t('contracts.send')}
      </SubmitButton>
    </form>
  );
}
