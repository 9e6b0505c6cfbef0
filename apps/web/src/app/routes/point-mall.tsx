import { PageHeading } from '@/app/layout';

/** Points mall; balance, rewards and redemption arrive with the points-mall issue. */
export function Component() {
  return <PageHeading />;
}
