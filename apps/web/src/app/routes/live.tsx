import { PageHeading } from '@/components/layout';

/** Live casino; the lobby arrives with the games issue. */
export function Component() {
  return <PageHeading />;
}
