import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Reward, RewardKind } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/form';
import { GiftIcon } from '@/components/ui/icons';
import { EmptyState, Loading, Pager } from '@/components/ui/page-blocks';
import { ToggleGroup } from '@/components/ui/toggle-group';
import { FormAlert } from '@/components/ui/form';
import { errorMessageKey } from '@/i18n';
import { rewardsQuery, type RewardFilter } from '../api/points-api';
import { RewardCard } from './reward-card';

const KINDS: readonly (RewardKind | '')[] = ['', 'physical', 'digital'];

/** The rewards grid with its filters (kind, only what the member can afford) and pages. */
export function RewardsPanel({
  token,
  points,
  onRedeem,
}: {
  token: string;
  points: number;
  onRedeem: (r: Reward) => void;
}) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<RewardFilter>({ kind: '', affordable: false, pageNo: 1 });
  const rewards = useQuery(rewardsQuery(token, filter));
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ToggleGroup
          label={t('points.filters.label')}
          choices={KINDS.map((kind) => ({ value: kind, content: t(`points.filters.${kind || 'all'}`) }))}
          value={filter.kind}
          onPick={(kind) => setFilter({ ...filter, kind, pageNo: 1 })}
          className="flex gap-1 rounded-xl bg-surface-2 p-1"
          button={{
            className: 'rounded-lg px-3 py-1.5 text-sm font-semibold transition',
            on: 'bg-surface text-fg shadow-card',
            off: 'text-fg-muted hover:text-fg',
          }}
        />
        <Checkbox
          label={t('points.filters.affordable')}
          checked={filter.affordable}
          onChange={(event) => setFilter({ ...filter, affordable: event.target.checked, pageNo: 1 })}
        />
      </div>
      {rewards.isPending ? <Loading /> : null}
      {rewards.isError ? <FormAlert>{t(errorMessageKey(rewards.error))}</FormAlert> : null}
      {rewards.data && rewards.data.list.length === 0 ? (
        <EmptyState
          icon={<GiftIcon size={20} />}
          title={t('points.reward.empty')}
          hint={t('points.reward.emptyHint')}
        />
      ) : null}
      {rewards.data && rewards.data.list.length > 0 ? (
        <ul
          className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
          data-testid="rewards-grid"
        >
          {rewards.data.list.map((reward) => (
            <RewardCard key={reward.id} reward={reward} points={points} onRedeem={() => onRedeem(reward)} />
          ))}
        </ul>
      ) : null}
      <Pager
        page={filter.pageNo}
        totalPages={rewards.data?.totalPages ?? 1}
        onChange={(pageNo) => setFilter({ ...filter, pageNo })}
        busy={rewards.isFetching}
      />
    </div>
  );
}
