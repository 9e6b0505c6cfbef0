import { OriginalsPage } from '@/features/originals';

/** An in-house game page (opened by launchGame inside the /game iframe host). */
export function Component() {
  return <OriginalsPage />;
}
