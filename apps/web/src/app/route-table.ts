import type { ComponentType } from 'react';
import type { LayoutHandle } from '@/app/layout';

type PageModule = { Component: ComponentType };
export type RouteSpec = { paths: readonly string[]; load: () => Promise<PageModule>; layout: LayoutHandle };
/** The frame parts of a layout: which bars and banner a page gets, apart from its title. */
type Frame = Omit<LayoutHandle, 'titleKey'>;

// Layout parts per route, from the table in spec portal.md section 2.
const FULL = { header: true, sideMenu: true, footer: true } as const;
const GAME = { ...FULL, banner: 'hot' } as const;
const HEADER_ONLY = { header: true, sideMenu: false, footer: false, banner: null } as const;
/** Content pages: header and footer, no side menu. */
const CONTENT = { header: true, sideMenu: false, footer: true } as const;
/** /seamless and /vnlottery: header and side menu that the arrow can hide, no footer. */
const IMMERSIVE = { header: true, sideMenu: true, footer: false, banner: null, immersive: true } as const;
/** Pages framed by something else (a game host, the chat panel) or by their own bar. */
const BARE = { header: false, sideMenu: false, footer: false, banner: null } as const;

/** A page: its paths (one or several), its lazily loaded module, its frame and its title key. */
function page(
  paths: string | readonly string[],
  load: () => Promise<PageModule>,
  frame: Frame,
  titleKey: LayoutHandle['titleKey'],
): RouteSpec {
  return { paths: typeof paths === 'string' ? [paths] : paths, load, layout: { ...frame, titleKey } };
}

export const ROUTE_TABLE: readonly RouteSpec[] = [
  page(['/', '/index', '/index.html', '/home'], () => import('./routes/home'), GAME, 'pages.home'),
  page(
    ['/register', '/register.html'],
    () => import('./routes/register'),
    { ...HEADER_ONLY, banner: 'register' },
    'pages.register',
  ),
  page('/pointMall', () => import('./routes/point-mall'), { ...CONTENT, banner: 'shop' }, 'pages.pointMall'),
  page('/lottery', () => import('./routes/lottery'), HEADER_ONLY, 'pages.lottery'),
  page('/vnlottery', () => import('./routes/vn-lottery'), IMMERSIVE, 'pages.vnlottery'),
  page('/elott', () => import('./routes/elott'), GAME, 'pages.elott'),
  page('/rng', () => import('./routes/rng'), GAME, 'pages.rng'),
  page('/pvp', () => import('./routes/pvp'), GAME, 'pages.pvp'),
  page('/live', () => import('./routes/live'), GAME, 'pages.live'),
  page('/fish', () => import('./routes/fish'), GAME, 'pages.fish'),
  page('/sports', () => import('./routes/sports'), GAME, 'pages.sports'),
  page('/esports', () => import('./routes/esports'), GAME, 'pages.esports'),
  page('/inhouse', () => import('./routes/in-house'), GAME, 'pages.inhouse'),
  // The player rank page (the side menu's VIP entry); the spec shows no path for it.
  page('/vip', () => import('./routes/vip'), { ...FULL, banner: null }, 'nav.vip'),
  page('/promotions', () => import('./routes/promotions'), { ...FULL, banner: 'promotion' }, 'pages.promotions'),
  page('/promoDetail', () => import('./routes/promo-detail'), { ...FULL, banner: null }, 'pages.promoDetail'),
  page('/seamless', () => import('./routes/seamless'), IMMERSIVE, 'pages.seamless'),
  page('/helpmc', () => import('./routes/help-centre'), { ...BARE, miniBar: true }, 'pages.helpmc'),
  // The spec gives /down no layout row; it is a content page like /pointMall, with its banner group.
  page('/down', () => import('./routes/app-download'), { ...CONTENT, banner: 'download' }, 'pages.down'),
  page('/download', () => import('./routes/app-download'), { ...CONTENT, banner: 'download' }, 'pages.download'),
  page('/game', () => import('./routes/game'), HEADER_ONLY, 'pages.game'),
  page('/help', () => import('./routes/help'), { ...CONTENT, banner: 'help' }, 'pages.help'),
  page('/fairness', () => import('./routes/fairness'), { ...CONTENT, banner: null }, 'pages.fairness'),
  // In-house games: framed by /game, so no frame of their own.
  page('/originals/:game', () => import('./routes/originals'), BARE, 'pages.originals'),
  // Our chat page: framed by the portal's chat panel, so no frame of its own.
  page('/chat', () => import('./routes/chat'), BARE, 'nav.liveChat'),
  page('/login', () => import('./routes/login'), HEADER_ONLY, 'pages.login'),
  page('/resetPassword', () => import('./routes/reset-password'), HEADER_ONLY, 'pages.resetPassword'),
];

export const NOT_FOUND_ROUTE: RouteSpec = page(
  '*',
  () => import('./routes/not-found'),
  { ...CONTENT, banner: null },
  'pages.notFound',
);
