import { PageHeading } from '@/components/layout';

/** Esports; the lobby arrives with the games issue. */
export function Component() {
  return <PageHeading />;
}
