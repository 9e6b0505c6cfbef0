import { PageHeading } from '@/app/layout';

/** User agreement; content arrives with the help issue. */
export function Component() {
  return <PageHeading />;
}
