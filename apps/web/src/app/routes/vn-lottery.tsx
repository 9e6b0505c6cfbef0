import { PageHeading } from '@/components/layout';

/** Vietnam lottery (query gameCode); arrives with the lottery issue. */
export function Component() {
  return <PageHeading />;
}
