import { PageHeading } from '@/components/layout';

/** Game host iframe; arrives with the game-launch issue. */
export function Component() {
  return <PageHeading />;
}
