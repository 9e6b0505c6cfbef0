import type { ComponentType } from 'react';
import type { Permission } from '@arcadia/contracts';

/**
 * Every console page: its address under /admin, the permission the server's matrix asks for the
 * calls it makes (the menu hides a page the operator's role lacks), its menu label, and its code,
 * loaded when first opened. A new page is one entry here.
 */
export type ConsolePage = {
  path: string;
  permission: Permission;
  /** i18n key of its menu entry; pages reached from another (a player's page) have none. */
  navKey?: string;
  load: () => Promise<{ default: ComponentType }>;
};

export const PAGES: ConsolePage[] = [
  { path: 'dashboard', permission: 'reports.read', navKey: 'dashboard.nav', load: () => import('./dashboard-page') },
  { path: 'reports', permission: 'reports.read', navKey: 'reports.nav', load: () => import('./reports-page') },
  { path: 'players', permission: 'players.read', navKey: 'nav.players', load: () => import('./players-page') },
  { path: 'players/:id', permission: 'players.read', load: () => import('./player-page') },
  { path: 'agents', permission: 'players.read', navKey: 'nav.agents', load: () => import('./agents-page') },
  { path: 'agents/:id', permission: 'players.read', load: () => import('./agent-page') },
  { path: 'contracts', permission: 'contracts.read', navKey: 'contracts.nav', load: () => import('./contracts-page') },
  { path: 'approvals', permission: 'cashier.read', navKey: 'nav.approvals', load: () => import('./approvals-page') },
  { path: 'cashier', permission: 'cashier.read', navKey: 'nav.withdrawals', load: () => import('./cashier-page') },
  { path: 'games', permission: 'games.read', navKey: 'games.nav', load: () => import('./games-page') },
  { path: 'lottery', permission: 'games.read', navKey: 'lottery.nav', load: () => import('./lottery-page') },
  { path: 'content', permission: 'content.read', navKey: 'content.nav', load: () => import('./content-page') },
  { path: 'desk', permission: 'chat.desk', navKey: 'chat.nav', load: () => import('./chat-page') },
  { path: 'system', permission: 'jobs.read', navKey: 'system.nav', load: () => import('./system-page') },
  {
    path: 'promotions',
    permission: 'promotions.read',
    navKey: 'promotions.nav',
    load: () => import('./promotions-page'),
  },
  { path: 'points', permission: 'points.read', navKey: 'points.nav', load: () => import('./points-page') },
  { path: 'rebates', permission: 'promotions.read', navKey: 'rebates.nav', load: () => import('./rebates-page') },
  { path: 'missions', permission: 'promotions.read', navKey: 'missions.nav', load: () => import('./missions-page') },
  { path: 'raffles', permission: 'promotions.read', navKey: 'raffles.nav', load: () => import('./raffles-page') },
  { path: 'referrals', permission: 'promotions.read', navKey: 'referrals.nav', load: () => import('./referrals-page') },
  { path: 'vip', permission: 'vip.read', navKey: 'vip.nav', load: () => import('./vip-page') },
  { path: 'responsible-gaming', permission: 'rg.read', navKey: 'rg.nav', load: () => import('./rg-page') },
  { path: 'audit', permission: 'audit.read', navKey: 'nav.audit', load: () => import('./audit-page') },
  { path: 'settings', permission: 'settings.read', navKey: 'settings.nav', load: () => import('./settings-page') },
];
