import type { ComponentType } from 'react';
import type { LayoutHandle } from '@/app/layout';

type PageModule = { Component: ComponentType };
export type RouteSpec = { paths: readonly string[]; load: () => Promise<PageModule>; layout: LayoutHandle };

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

export const ROUTE_TABLE: readonly RouteSpec[] = [
  {
    paths: ['/', '/index', '/index.html', '/home'],
    load: () => import('./routes/home'),
    layout: { ...GAME, titleKey: 'pages.home' },
  },
  {
    paths: ['/register', '/register.html'],
    load: () => import('./routes/register'),
    layout: { ...HEADER_ONLY, banner: 'register', titleKey: 'pages.register' },
  },
  {
    paths: ['/pointMall'],
    load: () => import('./routes/point-mall'),
    layout: { ...CONTENT, banner: 'shop', titleKey: 'pages.pointMall' },
  },
  {
    paths: ['/lottery'],
    load: () => import('./routes/lottery'),
    layout: { ...HEADER_ONLY, titleKey: 'pages.lottery' },
  },
  {
    paths: ['/vnlottery'],
    load: () => import('./routes/vn-lottery'),
    layout: { ...IMMERSIVE, titleKey: 'pages.vnlottery' },
  },
  { paths: ['/elott'], load: () => import('./routes/elott'), layout: { ...GAME, titleKey: 'pages.elott' } },
  { paths: ['/rng'], load: () => import('./routes/rng'), layout: { ...GAME, titleKey: 'pages.rng' } },
  { paths: ['/pvp'], load: () => import('./routes/pvp'), layout: { ...GAME, titleKey: 'pages.pvp' } },
  { paths: ['/live'], load: () => import('./routes/live'), layout: { ...GAME, titleKey: 'pages.live' } },
  { paths: ['/fish'], load: () => import('./routes/fish'), layout: { ...GAME, titleKey: 'pages.fish' } },
  { paths: ['/sports'], load: () => import('./routes/sports'), layout: { ...GAME, titleKey: 'pages.sports' } },
  { paths: ['/esports'], load: () => import('./routes/esports'), layout: { ...GAME, titleKey: 'pages.esports' } },
  { paths: ['/inhouse'], load: () => import('./routes/in-house'), layout: { ...GAME, titleKey: 'pages.inhouse' } },
  {
    paths: ['/promotions'],
    load: () => import('./routes/promotions'),
    layout: { ...FULL, banner: 'promotion', titleKey: 'pages.promotions' },
  },
  {
    paths: ['/promoDetail'],
    load: () => import('./routes/promo-detail'),
    layout: { ...FULL, banner: null, titleKey: 'pages.promoDetail' },
  },
  {
    paths: ['/seamless'],
    load: () => import('./routes/seamless'),
    layout: { ...IMMERSIVE, titleKey: 'pages.seamless' },
  },
  {
    paths: ['/helpmc'],
    load: () => import('./routes/help-centre'),
    layout: { ...BARE, miniBar: true, titleKey: 'pages.helpmc' },
  },
  // The spec gives /down no layout row; it is a content page like /pointMall, with its banner group.
  {
    paths: ['/down'],
    load: () => import('./routes/app-download'),
    layout: { ...CONTENT, banner: 'download', titleKey: 'pages.down' },
  },
  {
    paths: ['/download'],
    load: () => import('./routes/app-download'),
    layout: { ...CONTENT, banner: 'download', titleKey: 'pages.download' },
  },
  { paths: ['/game'], load: () => import('./routes/game'), layout: { ...HEADER_ONLY, titleKey: 'pages.game' } },
  {
    paths: ['/help'],
    load: () => import('./routes/help'),
    layout: { ...CONTENT, banner: 'help', titleKey: 'pages.help' },
  },
  {
    paths: ['/fairness'],
    load: () => import('./routes/fairness'),
    layout: { ...CONTENT, banner: null, titleKey: 'pages.fairness' },
  },
  {
    // In-house games: framed by /game, so no frame of their own.
    paths: ['/originals/:game'],
    load: () => import('./routes/originals'),
    layout: { ...BARE, titleKey: 'pages.originals' },
  },
  {
    // Our chat page: framed by the portal's chat panel, so no frame of its own.
    paths: ['/chat'],
    load: () => import('./routes/chat'),
    layout: { ...BARE, titleKey: 'nav.liveChat' },
  },
  {
    paths: ['/admin/chat'],
    load: () => import('./routes/operator-chat'),
    layout: { ...BARE, titleKey: 'nav.customerService' },
  },
  { paths: ['/login'], load: () => import('./routes/login'), layout: { ...HEADER_ONLY, titleKey: 'pages.login' } },
  {
    paths: ['/resetPassword'],
    load: () => import('./routes/reset-password'),
    layout: { ...HEADER_ONLY, titleKey: 'pages.resetPassword' },
  },
];

export const NOT_FOUND_ROUTE: RouteSpec = {
  paths: ['*'],
  load: () => import('./routes/not-found'),
  layout: { ...CONTENT, banner: null, titleKey: 'pages.notFound' },
};
