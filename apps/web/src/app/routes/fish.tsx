import { PageHeading } from '@/components/layout';

/** Fishing games; the lobby arrives with the games issue. */
export function Component() {
  return <PageHeading />;
}
