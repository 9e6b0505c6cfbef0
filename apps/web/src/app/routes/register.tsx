import { PageHeading } from '@/components/layout';

/** Registration page; the form arrives with the accounts issue. */
export function Component() {
  return <PageHeading />;
}
