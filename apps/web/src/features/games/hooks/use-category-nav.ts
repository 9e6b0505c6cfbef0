import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { CATEGORY_PAGE, LOTTERY_VENDOR, type GameCategory } from '@arcadia/contracts';
import { errorMessageKey } from '@/i18n';
import { navigateTo } from '@/lib/navigation';
import { showDialog } from '@/modals';
import { useLaunchGame } from './use-launch-game';

/**
 * The category click rules (spec portal.md section 4): All opens the category page with no vendor
 * filter and from the first page; a vendor entry opens it filtered by that vendor (vassalage); the
 * lottery category has no page and launches its vendor's game directly.
 */
export function useCategoryNav() {
  const launch = useLaunchGame();
  const { t, i18n } = useTranslation();

  return useCallback(
    async (category: GameCategory, vassalage?: string) => {
      const page = CATEGORY_PAGE[category];
      if (page) {
        navigateTo(vassalage ? `${page}?page=${encodeURIComponent(vassalage)}` : page);
        return;
      }
      try {
        const { firstGameOf } = await import('../api/games-api');
        const game = await firstGameOf(vassalage ?? LOTTERY_VENDOR, i18n.language);
        if (game) await launch(game);
        else void showDialog({ tone: 'warning', message: t('games.noGames') });
      } catch (error) {
        void showDialog({ tone: 'danger', message: t(errorMessageKey(error)) });
      }
    },
    [launch, t, i18n],
  );
}
