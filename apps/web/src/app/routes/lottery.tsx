import { PageHeading } from '@/app/layout';

/** Lottery (query gameCode, playType); the lottery client arrives with the lottery issue. */
export function Component() {
  return <PageHeading />;
}
