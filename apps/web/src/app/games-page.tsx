import { Suspense, type ReactNode } from 'react';
import { PageHeading } from '@/app/layout';
import { PortalGamesEnv } from './portal-games-env';

/**
 * A page whose body is a games area (home, a category lobby, the launched game): the page heading
 * (`headingHidden` where the banner or the game speaks for itself), the games env, and while the
 * body's chunk loads a busy placeholder of its height.
 */
export function GamesPage({
  headingHidden = false,
  placeholder = 'min-h-dvh',
  children,
}: {
  headingHidden?: boolean;
  /** The placeholder's height class. */
  placeholder?: string;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeading hidden={headingHidden} />
      <PortalGamesEnv>
        <Suspense fallback={<div className={placeholder} aria-busy="true" />}>{children}</Suspense>
      </PortalGamesEnv>
    </>
  );
}
