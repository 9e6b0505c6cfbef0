export { AppShell } from './app-shell';
export { PageHeading } from './page-heading';
export { useAuthEntry } from './use-auth-entry';
export type { LayoutHandle, BannerGroup } from './layout-handle';
