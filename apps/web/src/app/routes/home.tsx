import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/components/ui/link-button';
import { HomeLobby } from '@/features/games';
import { useOpenLimits } from '../layout/use-open-limits';
import { GamesPage } from '../games-page';

/** Home (/, /index, /index.html, /home): below the banner, hot games, recent games, vendor lanes and winners. */
export function Component() {
  const { t } = useTranslation();
  const openLimits = useOpenLimits();
  return (
    <GamesPage headingHidden>
      <HomeLobby />
      {/* Responsible gaming is one click from home (issue 30), not only from the footer's notice. */}
      <p className="mt-8 flex flex-wrap items-center justify-center gap-x-2 text-center text-sm text-fg-muted">
        <span className="font-bold text-danger">18+</span>
        {t('home.playResponsibly')}
        <LinkButton className="underline" onClick={openLimits}>
          {t('footer.responsibleLink')}
        </LinkButton>
      </p>
    </GamesPage>
  );
}
