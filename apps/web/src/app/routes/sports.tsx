import { PageHeading } from '@/components/layout';

/** Sports; the lobby arrives with the games issue. */
export function Component() {
  return <PageHeading />;
}
