import { z } from 'zod';

/**
 * Operator roles. admin: everything; finance: money (reviews, adjustments, channels); risk:
 * reads everything money-related and approves large adjustments (the second person); support:
 * players, chat, help content; marketing and content: the site's content; readonly: looks only.
 * The three roles before the console (admin, finance, support) keep their meaning.
 */
export const OPERATOR_ROLES = ['admin', 'finance', 'risk', 'support', 'marketing', 'content', 'readonly'] as const;
export const operatorRoleSchema = z.enum(OPERATOR_ROLES);
export type OperatorRole = z.infer<typeof operatorRoleSchema>;

/** What a route needs. `session`: any signed-in operator (who am I, sign out, my own two-factor). */
export const PERMISSIONS = [
  'session',
  'players.read',
  'agents.write',
  'contracts.read',
  'contracts.write',
  'cashier.read',
  'cashier.review',
  'money.adjust',
  'money.approve',
  'channels.write',
  'games.read',
  'games.write',
  'lottery.write',
  'lottery.void',
  'content.read',
  'content.write',
  'feedback.handle',
  'chat.desk',
  'jobs.read',
  'jobs.retry',
  'audit.read',
  'reports.read',
  'rg.read',
  'rg.restrict',
  'vip.read',
  'vip.write',
  'points.read',
  'points.write',
  'promotions.read',
  'promotions.write',
  'rg.settings',
  'settings.read',
  'settings.write',
  'operators.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const READERS: OperatorRole[] = ['admin', 'finance', 'risk', 'support', 'readonly'];
const EVERYONE: OperatorRole[] = [...OPERATOR_ROLES];

/** The one permissions matrix: which roles hold each permission. The server and the console both read it. */
export const PERMISSION_ROLES: Record<Permission, readonly OperatorRole[]> = {
  session: EVERYONE,
  'players.read': READERS,
  // Moving a team or changing a level changes who earns from whose play: admins only.
  'agents.write': ['admin'],
  // Contracts and their settlements are agents' money: those who read money may look.
  'contracts.read': READERS,
  // Offering, approving and clawing back pay agents or take it back: admins and finance.
  'contracts.write': ['admin', 'finance'],
  'cashier.read': READERS,
  'cashier.review': ['admin', 'finance'],
  'money.adjust': ['admin', 'finance'],
  // The second pair of eyes on a large adjustment: someone who handles or watches money.
  'money.approve': ['admin', 'finance', 'risk'],
  'channels.write': ['admin', 'finance'],
  'games.read': EVERYONE,
  // The catalogue players see, the in-house bet ranges and the aggregator sync: admins, as with the CLI.
  'games.write': ['admin'],
  'lottery.write': ['admin'],
  // A void refunds every open line: money, so finance too.
  'lottery.void': ['admin', 'finance'],
  'content.read': EVERYONE,
  // Support edited content before the console (help articles, support positions) and still does.
  'content.write': ['admin', 'support', 'marketing', 'content'],
  // Every role that may change anything may mark a member's feedback handled, as before the console.
  'feedback.handle': ['admin', 'finance', 'risk', 'support', 'marketing', 'content'],
  'chat.desk': ['admin', 'support'],
  'jobs.read': READERS,
  // A retried job may move money (a webhook credit, a settlement): admins only.
  'jobs.retry': ['admin'],
  'audit.read': ['admin', 'risk', 'readonly'],
  // The dashboard and reports: money figures for those who read money, registrations for marketing too.
  'reports.read': [...READERS, 'marketing'],
  // A member's limits and exclusions: who looks after players reads them; support, risk and admins add a
  // restriction (support hears a player ask for one).
  'rg.read': READERS,
  'rg.restrict': ['admin', 'risk', 'support'],
  // VIP levels and a member's level: read by who looks after players; changed (the ladder pays
  // rewards, a level sets benefits) by admins and marketing.
  'vip.read': [...READERS, 'marketing'],
  'vip.write': ['admin', 'marketing'],
  // The points mall: rules and catalogue are marketing's; a redemption review moves points and stock.
  'points.read': [...READERS, 'marketing'],
  'points.write': ['admin', 'marketing'],
  // Activities and their applications: marketing runs them; money readers look at what they paid.
  'promotions.read': [...READERS, 'marketing'],
  'promotions.write': ['admin', 'marketing'],
  // The brand's responsible-gaming settings (minimum age, agreement default, prompts, ranges): a licence
  // matter, so admins and risk only (support restricts members, it does not change the brand's rules).
  'rg.settings': ['admin', 'risk'],
  'settings.read': ['admin', 'risk', 'readonly'],
  'settings.write': ['admin'],
  // Who may sign in to the console and with which role: admins only.
  'operators.manage': ['admin'],
};

export const roleHas = (role: OperatorRole, permission: Permission): boolean =>
  PERMISSION_ROLES[permission].includes(role);

/** Routes anyone may call: the steps of signing in (each checks its own proof). */
export const ADMIN_PUBLIC_ROUTES = [
  'POST /admin/api/session/login',
  'POST /admin/api/session/enrol',
  'POST /admin/api/session/verify',
] as const;

/**
 * Every other /admin/api route, "METHOD path" as registered, and the permission it needs. The
 * server refuses to start with a route missing here, so no route is reachable without one.
 */
export const ADMIN_ROUTE_PERMISSIONS: Record<string, Permission> = {
  'GET /admin/api/session': 'session',
  'DELETE /admin/api/session/logout': 'session',
  'GET /admin/api/session/permissions': 'session',
  'GET /admin/api/session/brands': 'session',
  'POST /admin/api/session/recovery-codes': 'session',

  'GET /admin/api/players': 'players.read',
  'GET /admin/api/players/:id': 'players.read',
  'GET /admin/api/players/:id/responsible-gaming': 'rg.read',
  'POST /admin/api/players/:id/responsible-gaming/restrictions': 'rg.restrict',
  'GET /admin/api/players/:id/vip': 'vip.read',
  'PUT /admin/api/players/:id/vip': 'vip.write',
  'PUT /admin/api/players/:id/vip/birthday': 'vip.write',

  'GET /admin/api/vip/levels': 'vip.read',
  'POST /admin/api/vip/levels': 'vip.write',
  'PUT /admin/api/vip/levels/:id': 'vip.write',
  'PUT /admin/api/vip/settings': 'vip.write',
  'GET /admin/api/responsible-gaming/members': 'rg.read',
  'GET /admin/api/responsible-gaming/settings': 'rg.read',
  'PUT /admin/api/responsible-gaming/settings': 'rg.settings',

  'GET /admin/api/agents': 'players.read',
  'GET /admin/api/agents/:id': 'players.read',
  'GET /admin/api/agents/:id/downlines': 'players.read',
  'POST /admin/api/agents/:id/move': 'agents.write',
  'PUT /admin/api/agents/:id/level': 'agents.write',

  'GET /admin/api/contracts': 'contracts.read',
  'POST /admin/api/contracts/offers': 'contracts.write',
  'GET /admin/api/contracts/settings': 'contracts.read',
  'PUT /admin/api/contracts/settings': 'contracts.write',
  'GET /admin/api/contracts/settlements': 'contracts.read',
  'GET /admin/api/contracts/settlements/:id': 'contracts.read',
  'POST /admin/api/contracts/settlements/preview': 'contracts.write',
  'POST /admin/api/contracts/settlements/:id/preview': 'contracts.write',
  'POST /admin/api/contracts/settlements/:id/approve': 'contracts.write',
  'POST /admin/api/contracts/lines/:id/clawback': 'contracts.write',
  'GET /admin/api/contracts/debts': 'contracts.read',

  'GET /admin/api/deposits': 'cashier.read',
  'POST /admin/api/deposits/:id/confirm': 'cashier.review',
  'POST /admin/api/deposits/:id/reject': 'cashier.review',
  'GET /admin/api/withdrawals': 'cashier.read',
  'GET /admin/api/withdrawals/:id/proof': 'cashier.read',
  'POST /admin/api/withdrawals/:id/approve': 'cashier.review',
  'POST /admin/api/withdrawals/:id/reject': 'cashier.review',
  'POST /admin/api/withdrawals/:id/resolve': 'cashier.review',
  'GET /admin/api/payment-channels': 'cashier.read',
  'POST /admin/api/payment-channels/:code': 'channels.write',

  'POST /admin/api/adjustments': 'money.adjust',
  'GET /admin/api/adjustments/requests': 'cashier.read',
  'POST /admin/api/adjustments/requests/:id/approve': 'money.approve',
  'POST /admin/api/adjustments/requests/:id/reject': 'money.approve',

  'GET /admin/api/games/vendors': 'games.read',
  'PUT /admin/api/games/vendors/:code': 'games.write',
  'GET /admin/api/games': 'games.read',
  'PUT /admin/api/games/:id': 'games.write',
  'POST /admin/api/games/import': 'games.write',
  'GET /admin/api/games/sync/hub88': 'games.read',
  'POST /admin/api/games/sync/hub88': 'games.write',
  'GET /admin/api/games/inhouse': 'games.read',
  'PUT /admin/api/games/inhouse/limits': 'games.write',

  'GET /admin/api/lottery/games': 'games.read',
  'POST /admin/api/lottery/games/:code': 'lottery.write',
  'GET /admin/api/lottery/games/:code/schedule': 'games.read',
  'GET /admin/api/lottery/games/:code/issues': 'games.read',
  'GET /admin/api/lottery/games/:code/issues/:numero': 'games.read',
  'GET /admin/api/lottery/games/:code/issues/:numero/exposure': 'games.read',
  'POST /admin/api/lottery/games/:code/issues/:numero/void': 'lottery.void',

  'GET /admin/api/jobs': 'jobs.read',
  'GET /admin/api/jobs/runs': 'jobs.read',
  'POST /admin/api/jobs/:id/retry': 'jobs.retry',

  'GET /admin/api/content/banners': 'content.read',
  'POST /admin/api/content/banners': 'content.write',
  'PUT /admin/api/content/banners/:id': 'content.write',
  'DELETE /admin/api/content/banners/:id': 'content.write',
  'GET /admin/api/content/announcements': 'content.read',
  'POST /admin/api/content/announcements': 'content.write',
  'PUT /admin/api/content/announcements/:id': 'content.write',
  'DELETE /admin/api/content/announcements/:id': 'content.write',
  'GET /admin/api/content/help': 'content.read',
  'POST /admin/api/content/help': 'content.write',
  'PUT /admin/api/content/help/:id': 'content.write',
  'DELETE /admin/api/content/help/:id': 'content.write',
  'GET /admin/api/content/resources': 'content.read',
  'PUT /admin/api/content/resources/:name': 'content.write',
  'DELETE /admin/api/content/resources/:name': 'content.write',
  'GET /admin/api/content/support': 'content.read',
  'PUT /admin/api/content/support/:position': 'content.write',
  'DELETE /admin/api/content/support/:position': 'content.write',
  'POST /admin/api/content/preview': 'content.read',
  'POST /admin/api/content/images': 'content.write',
  'GET /admin/api/content/feedback': 'content.read',
  'POST /admin/api/content/feedback/:id/handled': 'feedback.handle',
  'POST /admin/api/content/feedback/:id/reply': 'feedback.handle',

  'GET /admin/api/chat/conversations': 'chat.desk',
  'GET /admin/api/chat/conversations/:id': 'chat.desk',
  'POST /admin/api/chat/conversations/:id/messages': 'chat.desk',
  'PUT /admin/api/chat/conversations/:id/read': 'chat.desk',
  'POST /admin/api/chat/conversations/:id/close': 'chat.desk',
  'GET /admin/api/chat/live': 'chat.desk',

  'GET /admin/api/points/settings': 'points.read',
  'PUT /admin/api/points/settings': 'points.write',
  'PUT /admin/api/points/rules': 'points.write',
  'DELETE /admin/api/points/rules/:id': 'points.write',
  'GET /admin/api/points/rewards': 'points.read',
  'POST /admin/api/points/rewards': 'points.write',
  'PUT /admin/api/points/rewards/:id': 'points.write',
  'POST /admin/api/points/rewards/:id/stock': 'points.write',
  'GET /admin/api/points/redemptions': 'points.read',
  'POST /admin/api/points/redemptions/:id/approve': 'points.write',
  'POST /admin/api/points/redemptions/:id/ship': 'points.write',
  'POST /admin/api/points/redemptions/:id/reject': 'points.write',
  'GET /admin/api/promotions': 'promotions.read',
  'POST /admin/api/promotions': 'promotions.write',
  'PUT /admin/api/promotions/:id': 'promotions.write',
  'POST /admin/api/promotions/:id/status': 'promotions.write',
  'GET /admin/api/promotions/:id/report': 'promotions.read',
  'GET /admin/api/promotions/applications': 'promotions.read',
  'POST /admin/api/promotions/applications/:id/review': 'promotions.write',
  'GET /admin/api/promotions/applications/:id/images/:n': 'promotions.read',
  'GET /admin/api/promotions/settings': 'promotions.read',
  'PUT /admin/api/promotions/settings': 'promotions.write',
  // Rebates are a promotion: marketing runs them, money readers look at what they paid.
  'GET /admin/api/rebates/settings': 'promotions.read',
  'PUT /admin/api/rebates/settings': 'promotions.write',
  'GET /admin/api/rebates/claims': 'promotions.read',
  'POST /admin/api/rebates/pay': 'promotions.write',
  'GET /admin/api/raffles': 'promotions.read',
  'POST /admin/api/raffles': 'promotions.write',
  'GET /admin/api/raffles/:id': 'promotions.read',
  'GET /admin/api/missions': 'promotions.read',
  'POST /admin/api/missions': 'promotions.write',
  'POST /admin/api/missions/:id/status': 'promotions.write',
  'GET /admin/api/missions/leaderboards': 'promotions.read',
  'POST /admin/api/missions/leaderboards': 'promotions.write',
  'POST /admin/api/missions/leaderboards/:id/status': 'promotions.write',
  'GET /admin/api/missions/leaderboards/:id/standings': 'promotions.read',
  'GET /admin/api/referrals/settings': 'promotions.read',
  'PUT /admin/api/referrals/settings': 'promotions.write',
  'GET /admin/api/referrals/held': 'promotions.read',
  'POST /admin/api/referrals/held/:id/review': 'promotions.write',

  'GET /admin/api/audit': 'audit.read',
  'GET /admin/api/dashboard': 'reports.read',
  'GET /admin/api/reports/daily': 'reports.read',
  'GET /admin/api/reports/players': 'reports.read',
  // A full pass over the ledger: for those who watch the books.
  'GET /admin/api/system/checks': 'settings.read',
  'GET /admin/api/settings/security': 'settings.read',
  'PUT /admin/api/settings/security': 'settings.write',
  'GET /admin/api/settings/site-status': 'settings.read',
  'PUT /admin/api/settings/maintenance': 'settings.write',
  'PUT /admin/api/settings/region': 'settings.write',
  'GET /admin/api/settings/registration-fields': 'settings.read',
  'PUT /admin/api/settings/registration-fields/:registerType/:field': 'settings.write',
  'GET /admin/api/settings/flags': 'settings.read',
  'PUT /admin/api/settings/flags/:modId': 'settings.write',
  'GET /admin/api/settings/brands': 'settings.read',
  'POST /admin/api/settings/brands/domains': 'settings.write',
  'DELETE /admin/api/settings/brands/domains/:domain': 'settings.write',
  'GET /admin/api/settings/roles': 'settings.read',
  'GET /admin/api/settings/operators': 'operators.manage',
  'POST /admin/api/settings/operators': 'operators.manage',
  'PUT /admin/api/settings/operators/:id/role': 'operators.manage',
  'PUT /admin/api/settings/operators/:id/lock': 'operators.manage',
  'POST /admin/api/settings/operators/:id/reset-two-factor': 'operators.manage',
};

/** The permission of a route, `public` for the sign-in steps, undefined for one nobody declared. */
export function adminRoutePermission(method: string, url: string): Permission | 'public' | undefined {
  const key = `${method} ${url}`;
  if ((ADMIN_PUBLIC_ROUTES as readonly string[]).includes(key)) return 'public';
  return ADMIN_ROUTE_PERMISSIONS[key];
}
