import { PageHeading } from '@/components/layout';

/** User agreement; content arrives with the help issue. */
export function Component() {
  return <PageHeading />;
}
