import { PageHeading } from '@/components/layout';

/** Card games; the lobby arrives with the games issue. */
export function Component() {
  return <PageHeading />;
}
