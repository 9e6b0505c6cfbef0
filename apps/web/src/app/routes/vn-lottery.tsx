import { PageHeading } from '@/app/layout';

/** Vietnam lottery (query gameCode); arrives with the lottery issue. */
export function Component() {
  return <PageHeading />;
}
