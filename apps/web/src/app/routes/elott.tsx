import { PageHeading } from '@/components/layout';

/** E-lottery vendors; the lobby arrives with the games issue. */
export function Component() {
  return <PageHeading />;
}
