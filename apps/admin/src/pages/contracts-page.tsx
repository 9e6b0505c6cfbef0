import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { ContractDebtView, ContractView } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../components/data-table';
import { api, errorText } from '../lib/api';
import { usePermissions } from '../lib/session';
import { ContractOfferForm } from './contract-offer-form';
import { ContractSettlements } from './contract-settlements';

type Settings = { negativeCarry: boolean; autoApprove: boolean };

/** A contract's terms in one line: its tiers (threshold → rate) or its real-time rates. */
function termsOf(contract: ContractView): string {
  if (contract.realTime)
    return `+${contract.realTime.profitRate}% / −${contract.realTime.lossRate}% ≥ ${contract.realTime.minSingleBet}`;
  return (contract.tiers ?? [])
    .map((tier) => {
      const needs = [
        tier.minTeamLoss,
        tier.minValidBet,
        tier.minActiveMembers === null ? null : `${tier.minActiveMembers}👤`,
      ]
        .filter((need) => need !== null)
        .join(' + ');
      return `${needs || '0'} → ${tier.rate}%`;
    })
    .join(' · ');
}

/**
 * Agent contracts for the brand: its settlement settings, the runs and their lines (preview,
 * approve, claw back), what agents owe their downlines, and every contract in the tree, with the
 * form that offers a top-level agent its contract (contracts.write).
 */
export default function ContractsPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const me = usePermissions();
  const mayWrite = me.data?.permissions.includes('contracts.write') ?? false;
  const settings = useQuery({
    queryKey: ['contract-settings'],
    queryFn: () => api<Settings>('GET', '/contracts/settings'),
  });
  const save = useMutation({
    mutationFn: (next: Settings) => api<Settings>('PUT', '/contracts/settings', next),
    onSuccess: (data) => client.setQueryData(['contract-settings'], data),
  });
  const debts = useQuery({
    queryKey: ['contract-debts'],
    queryFn: () => api<{ list: ContractDebtView[] }>('GET', '/contracts/debts'),
  });
  const contracts = useQuery({
    queryKey: ['contracts'],
    queryFn: () => api<{ list: ContractView[] }>('GET', '/contracts'),
  });
  const debtColumns: ColumnDef<ContractDebtView, unknown>[] = [
    { accessorKey: 'debtor', header: t('contracts.debtor') },
    { accessorKey: 'creditor', header: t('contracts.creditor') },
    { accessorKey: 'amount', header: t('contracts.amount') },
    { accessorKey: 'remaining', header: t('contracts.remaining') },
    {
      accessorKey: 'state',
      header: t('contracts.state'),
      cell: ({ row }) => t(`contracts.debtStates.${row.original.state}`),
    },
  ];
  const contractColumns: ColumnDef<ContractView, unknown>[] = [
    { accessorKey: 'agent', header: t('contracts.agent') },
    { accessorKey: 'kind', header: t('contracts.kind'), cell: ({ row }) => t(`contracts.kinds.${row.original.kind}`) },
    { accessorKey: 'period', header: t('contracts.period') },
    {
      accessorKey: 'state',
      header: t('contracts.state'),
      cell: ({ row }) => t(`contracts.states.${row.original.state}`),
    },
    {
      accessorKey: 'offeredBy',
      header: t('contracts.offeredBy'),
      cell: ({ row }) => row.original.offeredBy ?? t('contracts.brand'),
    },
    { id: 'terms', header: t('contracts.terms'), cell: ({ row }) => termsOf(row.original) },
  ];
  const toggle = (key: keyof Settings) =>
    settings.data && save.mutate({ ...settings.data, [key]: !settings.data[key] });
  return (
    <section className="space-y-6">
      <h1 className="text-2xl font-extrabold">{t('contracts.title')}</h1>
      {(settings.isError || save.isError) && (
        <p role="alert" className="text-danger">
          {errorText(settings.error ?? save.error)}
        </p>
      )}
      {settings.data && (
        <fieldset className="card flex flex-wrap gap-6" disabled={!mayWrite || save.isPending}>
          <legend className="px-1 font-semibold">{t('contracts.settings')}</legend>
          {(['negativeCarry', 'autoApprove'] as const).map((key) => (
            <label key={key} className="flex items-center gap-2">
              <input type="checkbox" checked={settings.data[key]} onChange={() => toggle(key)} />
              {t(`contracts.${key}`)}
            </label>
          ))}
        </fieldset>
      )}
      <ContractSettlements mayWrite={mayWrite} />
      <section className="space-y-3" aria-labelledby="debts-title">
        <h2 id="debts-title" className="text-xl font-bold">
          {t('contracts.debts')}
        </h2>
        <DataTable
          label={t('contracts.debts')}
          rows={debts.data?.list ?? []}
          columns={debtColumns}
          csvName="contract-debts"
        />
      </section>
      <section className="space-y-3" aria-labelledby="contracts-title">
        <h2 id="contracts-title" className="text-xl font-bold">
          {t('contracts.contracts')}
        </h2>
        <p className="text-sm text-fg-muted">{t('contracts.offerHint')}</p>
        {mayWrite && <ContractOfferForm />}
        <DataTable
          label={t('contracts.contracts')}
          rows={contracts.data?.list ?? []}
          columns={contractColumns}
          csvName="contracts"
        />
      </section>
    </section>
  );
}
