import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/form';
import { GiftIcon } from '@/components/ui/icons';
import { Loading, Panel } from '@/components/ui/page-blocks';
import { errorMessageKey } from '@/i18n';
import { useSessionValue } from '@/lib/session-store';
import { vipInfoQuery } from '../api/vip-api';
import { BirthdayForm } from './birthday-form';
import { LevelHero } from './level-hero';
import { LevelsTable } from './levels-table';
import { VipHistory } from './vip-history';

/**
 * The player rank page (spec portal.md section 2, the side menu's VIP entry): the member's level and
 * the way to the next one, how the level is kept, every level's benefits side by side, the history
 * of changes, and the birthday for the birthday reward.
 */
export default function VipPage() {
  const { t } = useTranslation();
  const token = useSessionValue('token') ?? '';
  const info = useQuery({ ...vipInfoQuery(token), enabled: Boolean(token) });
  if (info.isPending) return <Loading />;
  if (info.isError) return <FormAlert>{t(errorMessageKey(info.error))}</FormAlert>;
  if (info.data.levels.length === 0) return <p className="text-sm text-fg-muted">{t('vip.noLadder')}</p>;
  return (
    <div className="flex flex-col gap-5">
      <p className="max-w-3xl text-sm text-fg-muted">{t('vip.intro')}</p>
      <LevelHero info={info.data} now={new Date()} />
      <section aria-labelledby="vip-levels-title" className="flex flex-col gap-3">
        <h2 id="vip-levels-title" className="text-lg font-bold">
          {t('vip.levelsTitle')}
        </h2>
        <LevelsTable levels={info.data.levels} currentId={info.data.level?.id ?? null} />
      </section>
      <div className="grid gap-5 lg:grid-cols-[2fr_1fr]">
        <Panel title={t('vip.historyTitle')}>
          <VipHistory token={token} />
        </Panel>
        <Panel
          title={
            <span className="flex items-center gap-2">
              <GiftIcon size={18} className="text-gold-fg" /> {t('vip.birthdayTitle')}
            </span>
          }
        >
          <p className="mb-3 text-sm text-fg-muted">{t('vip.birthdayHint')}</p>
          <BirthdayForm token={token} birthday={info.data.birthday} />
        </Panel>
      </div>
    </div>
  );
}
