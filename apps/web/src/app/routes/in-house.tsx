import { PageHeading } from '@/app/layout';

/** In-house games; the provably fair games arrive with their own issue. */
export function Component() {
  return <PageHeading />;
}
