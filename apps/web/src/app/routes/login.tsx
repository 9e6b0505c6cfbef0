import { PageHeading } from '@/components/layout';

/** Login page. The login form (and its modal) arrive with the accounts issue; until then the page holds only its title. */
export function Component() {
  return <PageHeading />;
}
