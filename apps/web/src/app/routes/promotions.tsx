import { PageHeading } from '@/app/layout';

/** Promotions list; arrives with the promotions issue. */
export function Component() {
  return <PageHeading />;
}
