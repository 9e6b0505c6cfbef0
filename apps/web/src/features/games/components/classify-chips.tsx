import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GameCategory, GameClassify } from '@arcadia/contracts';
import { classifyQuery } from '../api/games-api';
import { chipClass } from './vendor-tabs';

/** The classify filter: the tags this category (or vendor) has, with how many games carry each. */
export function ClassifyChips({
  gameType,
  vassalage,
  value,
  onChange,
}: {
  gameType: GameCategory;
  vassalage: string | undefined;
  value: GameClassify | undefined;
  onChange: (value: GameClassify | undefined) => void;
}) {
  const { t, i18n } = useTranslation();
  const tags = useQuery(classifyQuery(i18n.language, gameType, vassalage));
  const list = tags.data?.list ?? [];
  // The chip row's height is held while the tags load, so the grid below does not jump.
  if (tags.isPending) return <div aria-hidden="true" className="h-11" />;
  if (list.length < 2) return null;
  return (
    <div role="group" aria-label={t('games.classifyFilter')} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
      <button type="button" aria-pressed={!value} className={chipClass(!value)} onClick={() => onChange(undefined)}>
        {t('games.allTypes')}
      </button>
      {list.map((tag) => (
        <button
          key={tag.gameClassify}
          type="button"
          aria-pressed={value === tag.gameClassify}
          className={chipClass(value === tag.gameClassify)}
          onClick={() => onChange(tag.gameClassify as GameClassify)}
        >
          {i18n.exists(`games.classify.${tag.gameClassify}`)
            ? t(`games.classify.${tag.gameClassify}` as 'games.classify.SLOT')
            : tag.gameClassify}
          <span className="text-xs opacity-70 tabular-nums">{tag.count}</span>
        </button>
      ))}
    </div>
  );
}
