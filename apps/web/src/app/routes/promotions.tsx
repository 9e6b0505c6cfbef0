import { PageHeading } from '@/components/layout';

/** Promotions list; arrives with the promotions issue. */
export function Component() {
  return <PageHeading />;
}
