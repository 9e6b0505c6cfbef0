import { MEMBER_CENTRE_PAGES, type MemberCentrePage } from '@/modals/member-centre-pages';

export { MEMBER_CENTRE_PAGES, type MemberCentrePage };

/**
 * Pages whose data source does not exist yet (none today): they stay in the menu in their place
 * but disabled, marked "coming soon", and show no invented content.
 */
const COMING_SOON: ReadonlySet<MemberCentrePage> = new Set<MemberCentrePage>([]);

export type MenuEntry = { page: MemberCentrePage; ready: boolean };

/** The menu for this member: transfer to upline only for members who have an upline. */
export function menuEntries(member: { toUpline: boolean }): MenuEntry[] {
  return MEMBER_CENTRE_PAGES.filter((page) => page !== 'transferUpline' || member.toUpline).map((page) => ({
    page,
    ready: !COMING_SOON.has(page),
  }));
}

/** The page to show first: the one asked for when it is in the menu and ready, else the first entry. */
export function startPage(entries: MenuEntry[], requested: MemberCentrePage | undefined): MemberCentrePage {
  const wanted = entries.find((e) => e.page === requested && e.ready);
  return (wanted ?? entries[0]!).page;
}
