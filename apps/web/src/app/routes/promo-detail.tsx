import { PageHeading } from '@/components/layout';

/** Promotion detail; arrives with the promotions issue. */
export function Component() {
  return <PageHeading />;
}
