import { PageHeading } from '@/app/layout';

/** Promotion detail; arrives with the promotions issue. */
export function Component() {
  return <PageHeading />;
}
