import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GameCategory, GameClassify } from '@arcadia/contracts';
import { classifyQuery } from '../api/games-api';
import { FilterChips, type ChipSelection } from './filter-chips';

/** The classify filter: the tags this category (or vendor) has, with how many games carry each. */
export function ClassifyChips({
  gameType,
  vassalage,
  ...selection
}: {
  gameType: GameCategory;
  vassalage: string | undefined;
} & ChipSelection<GameClassify>) {
  const { t, i18n } = useTranslation();
  const tags = useQuery(classifyQuery(i18n.language, gameType, vassalage));
  const list = tags.data?.list ?? [];
  // The chip row's height is held while the tags load, so the grid below does not jump.
  if (tags.isPending) return <div aria-hidden="true" className="h-11" />;
  if (list.length < 2) return null;
  const choices = list.map((tag) => ({
    value: tag.gameClassify as GameClassify,
    content: (
      <>
        {i18n.exists(`games.classify.${tag.gameClassify}`)
          ? t(`games.classify.${tag.gameClassify}` as 'games.classify.SLOT')
          : tag.gameClassify}
        {/* The chip's own colour (a faded count failed contrast at 3.4:1): lighter weight sets it apart. */}
        <span className="text-xs font-normal tabular-nums">{tag.count}</span>
      </>
    ),
  }));
  return (
    <FilterChips label={t('games.classifyFilter')} allLabel={t('games.allTypes')} choices={choices} {...selection} />
  );
}
