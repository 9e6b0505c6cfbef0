import { useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../components/data-table';
import { errorText } from '../lib/api';
import { usePermissions } from '../lib/session';
import { useVipLadder, type AdminVipLevel } from './vip/vip-ladder';
import { VipLevelForm } from './vip/vip-level-form';
import { VipSettings } from './vip/vip-settings';

type Editing = { level: AdminVipLevel | null } | null;

/** A level's benefits in one line, as the server states them. */
function benefitsOf(level: AdminVipLevel, t: TFunction): string {
  const b = level.benefits;
  return [
    ...Object.entries(b.rebateRates).map(([category, rate]) => `${category} ${rate}%`),
    `×${b.pointsMultiplier} ${t('vip.pointsShort')}`,
    b.withdrawalDailyCount === null ? null : t('vip.withdrawalsPerDay', { count: b.withdrawalDailyCount }),
    b.withdrawalDailyAmount === null ? null : t('vip.withdrawnPerDay', { amount: b.withdrawalDailyAmount }),
    t('vip.levelUpShort', { amount: b.levelUpReward }),
    t('vip.birthdayShort', { amount: b.birthdayReward }),
    b.vipService ? t('vip.vipService') : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * VIP (issue 29): the brand's ladder lowest first (rank, label colours, growth to reach and to
 * keep, review cycle, benefits, members at the level), a level added or changed (vip.write), and
 * the growth weights of deposits and valid bets. A member's level is on the member's page.
 */
export default function VipPage() {
  const { t } = useTranslation();
  const me = usePermissions();
  const mayWrite = me.data?.permissions.includes('vip.write') ?? false;
  const ladder = useVipLadder();
  const [editing, setEditing] = useState<Editing>(null);
  const columns: ColumnDef<AdminVipLevel, unknown>[] = [
    { accessorKey: 'rankLevel', header: t('vip.rank') },
    {
      accessorKey: 'name',
      header: t('vip.name'),
      cell: ({ row }) => (
        <span
          className="rounded-full px-2 py-0.5 text-xs font-bold whitespace-nowrap"
          style={{ color: row.original.color, background: row.original.color2 }}
        >
          {row.original.name}
        </span>
      ),
    },
    { accessorKey: 'reachGrowth', header: t('vip.reachGrowth') },
    { accessorKey: 'keepGrowth', header: t('vip.keepGrowth') },
    {
      accessorKey: 'reviewCycle',
      header: t('vip.reviewCycle'),
      cell: ({ row }) => t(`vip.cycles.${row.original.reviewCycle}`),
    },
    { id: 'benefits', header: t('vip.benefits'), accessorFn: (l) => benefitsOf(l, t) },
    { accessorKey: 'members', header: t('vip.members') },
    {
      id: 'actions',
      header: t('vip.actions'),
      cell: ({ row }) =>
        mayWrite && (
          <button
            type="button"
            className="btn-secondary"
            aria-label={`${t('vip.edit')}: ${row.original.name}`}
            onClick={() => setEditing({ level: row.original })}
          >
            {t('vip.edit')}
          </button>
        ),
    },
  ];
  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-extrabold">{t('vip.title')}</h1>
        {mayWrite && editing === null && (
          <button type="button" className="btn-primary" onClick={() => setEditing({ level: null })}>
            {t('vip.newLevel')}
          </button>
        )}
      </div>
      {editing && (
        <VipLevelForm key={editing.level?.id ?? 'new'} level={editing.level} onDone={() => setEditing(null)} />
      )}
      {ladder.isError && (
        <p role="alert" className="text-danger">
          {errorText(ladder.error)}
        </p>
      )}
      <DataTable label={t('vip.ladder')} rows={ladder.data?.levels ?? []} columns={columns} csvName="vip-levels" />
      {ladder.data && <VipSettings initial={ladder.data.settings} mayWrite={mayWrite} />}
    </section>
  );
}
