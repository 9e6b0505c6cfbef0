import { lineIcon } from './line-icon';

/* The icons of the first load; the money pages' own icons are in money-icons.tsx. */

export const SunIcon = lineIcon([
  ['circle', { cx: '12', cy: '12', r: '4' }],
  'M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
]);
export const MoonIcon = lineIcon(['M20.5 14.5A8.5 8.5 0 0 1 9.5 3.5a8.5 8.5 0 1 0 11 11Z']);
export const MenuIcon = lineIcon(['M4 6h16M4 12h16M4 18h10']);
export const CloseIcon = lineIcon(['M6 6l12 12M18 6 6 18']);
export const ChevronLeftIcon = lineIcon(['m15 6-6 6 6 6']);
export const ChevronDownIcon = lineIcon(['m6 9 6 6 6-6']);
export const HomeIcon = lineIcon(['M3 10.5 12 3l9 7.5', 'M5 9.5V20a1 1 0 0 0 1 1h4v-6h4v6h4a1 1 0 0 0 1-1V9.5']);
export const DiceIcon = lineIcon([
  ['rect', { x: '3.5', y: '3.5', width: '17', height: '17', rx: '4' }],
  ['circle', { cx: '8.5', cy: '8.5', r: '1.1', fill: 'currentColor' }],
  ['circle', { cx: '15.5', cy: '15.5', r: '1.1', fill: 'currentColor' }],
  ['circle', { cx: '12', cy: '12', r: '1.1', fill: 'currentColor' }],
  ['circle', { cx: '15.5', cy: '8.5', r: '1.1', fill: 'currentColor' }],
  ['circle', { cx: '8.5', cy: '15.5', r: '1.1', fill: 'currentColor' }],
]);
export const GiftIcon = lineIcon([
  ['rect', { x: '3.5', y: '8', width: '17', height: '4.5', rx: '1' }],
  'M5 12.5V20a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-7.5M12 8v13',
  'M12 8S10.5 3.5 8 3.5a2.25 2.25 0 0 0 0 4.5M12 8s1.5-4.5 4-4.5a2.25 2.25 0 0 1 0 4.5',
]);
export const CrownIcon = lineIcon(['M3.5 8 7.5 12 12 5l4.5 7 4-4-1.5 10.5h-14Z', 'M5 21h14']);
export const UsersIcon = lineIcon([
  ['circle', { cx: '9', cy: '8', r: '3.5' }],
  'M2.5 20a6.5 6.5 0 0 1 13 0',
  'M16 4.6a3.5 3.5 0 0 1 0 6.8M18 14a6.5 6.5 0 0 1 3.5 6',
]);
export const GlobeIcon = lineIcon([
  ['circle', { cx: '12', cy: '12', r: '9' }],
  'M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18',
]);
export const HeadsetIcon = lineIcon([
  'M4 14v-2a8 8 0 0 1 16 0v2',
  ['rect', { x: '3', y: '13', width: '4', height: '6', rx: '1.5' }],
  ['rect', { x: '17', y: '13', width: '4', height: '6', rx: '1.5' }],
  'M19 19a3 3 0 0 1-3 3h-3',
]);
export const ChatIcon = lineIcon(['M20 12a8 8 0 0 1-11.6 7.1L4 20l1-4A8 8 0 1 1 20 12Z']);
export const HelpIcon = lineIcon([
  ['circle', { cx: '12', cy: '12', r: '9' }],
  'M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.7M12 17h.01',
]);
export const DownloadIcon = lineIcon([
  ['rect', { x: '6', y: '2.5', width: '12', height: '19', rx: '2.5' }],
  'M12 7v7M9 11l3 3 3-3M10.5 18.5h3',
]);
export const PlayIcon = lineIcon(['M7 4.5v15l12-7.5Z']);
export const ShieldIcon = lineIcon(['M12 3 4.5 6v5.5c0 4.5 3.2 8.3 7.5 9.5 4.3-1.2 7.5-5 7.5-9.5V6Z', 'm9 12 2 2 4-4']);
export const AlertIcon = lineIcon(['M12 3.5 2.5 20h19Z', 'M12 10v4M12 17h.01']);
export const WifiOffIcon = lineIcon([
  'M3 3l18 18M8.5 16.5a5 5 0 0 1 7 0M5 12.9a10 10 0 0 1 4.2-2.5M19 12.9a10 10 0 0 0-2.3-1.7M2 9a15 15 0 0 1 4.3-2.7M22 9a15 15 0 0 0-11-3.9M12 20h.01',
]);
export const WrenchIcon = lineIcon([
  'M14.5 6.5a4.5 4.5 0 0 0 5.8 5.8L13 19.6a2.1 2.1 0 0 1-3-3l7.3-7.3a4.5 4.5 0 0 0-2.8-2.8Z',
  'M14.5 6.5 17 4l3 3-2.5 2.5',
]);
export const FacebookIcon = lineIcon([
  'M14 8h2.5V4.5H14A3.5 3.5 0 0 0 10.5 8v2.5H8V14h2.5v6.5H14V14h2.5l.5-3.5h-3V8.6c0-.3.3-.6.6-.6Z',
]);
export const InstagramIcon = lineIcon([
  ['rect', { x: '3.5', y: '3.5', width: '17', height: '17', rx: '5' }],
  ['circle', { cx: '12', cy: '12', r: '4' }],
  'M17.2 6.8h.01',
]);
export const TelegramIcon = lineIcon(['M21 4 3 11l6 2.5M21 4l-3 16-6.5-5M21 4 9 13.5m0 0V19l2.5-4']);
export const EyeIcon = lineIcon([
  'M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z',
  ['circle', { cx: '12', cy: '12', r: '3' }],
]);
export const EyeOffIcon = lineIcon([
  'M3 3l18 18M10.6 6.1A9.7 9.7 0 0 1 12 6c6 0 9.5 6 9.5 6a16 16 0 0 1-2.6 3.3M6.6 6.6C3.9 8.3 2.5 12 2.5 12S6 18.5 12 18.5c1.6 0 3-.4 4.3-1.1M9.9 9.9a3 3 0 0 0 4.2 4.2',
]);
export const CheckIcon = lineIcon(['m5 12.5 4.5 4.5L19 7.5']);
export const RefreshIcon = lineIcon(['M20 11a8 8 0 0 0-14.5-4.5L4 8M4 4v4h4M4 13a8 8 0 0 0 14.5 4.5L20 16m0 4v-4h-4']);
export const UserIcon = lineIcon([['circle', { cx: '12', cy: '8', r: '4' }], 'M4.5 20.5a7.5 7.5 0 0 1 15 0']);
export const LockIcon = lineIcon([
  ['rect', { x: '4.5', y: '10.5', width: '15', height: '10', rx: '2.5' }],
  'M8 10.5V7.5a4 4 0 0 1 8 0v3M12 14.5v2.5',
]);
export const PhoneIcon = lineIcon([
  ['rect', { x: '6.5', y: '2.5', width: '11', height: '19', rx: '2.5' }],
  'M11 18.5h2',
]);
export const MailIcon = lineIcon([
  ['rect', { x: '3', y: '5', width: '18', height: '14', rx: '2.5' }],
  'm3.5 6.5 8.5 6.5 8.5-6.5',
]);
export const PencilIcon = lineIcon(['M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16Z', 'm13.5 6.5 4 4']);
export const LogoutIcon = lineIcon(['M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4M10 16l-4-4 4-4M6 12h10']);
export const KeyIcon = lineIcon([['circle', { cx: '8', cy: '15', r: '4' }], 'm11 12 9-9M17 6l3 3M14.5 8.5l2 2']);
export const SearchIcon = lineIcon([['circle', { cx: '11', cy: '11', r: '6.5' }], 'm20 20-4.2-4.2']);
export const TicketIcon = lineIcon([
  'M3.5 8a2 2 0 0 0 0 4v0a2 2 0 0 1 0 4V18a1 1 0 0 0 1 1h15a1 1 0 0 0 1-1v-2a2 2 0 0 1 0-4 2 2 0 0 0 0-4V6a1 1 0 0 0-1-1h-15a1 1 0 0 0-1 1Z',
  ['path', { d: 'M14 5v14', strokeDasharray: '2 2.5' }],
]);
export const MegaphoneIcon = lineIcon([
  'M4 10v4a1 1 0 0 0 1 1h2l9 4V5L7 9H5a1 1 0 0 0-1 1Z',
  'M8 15l1.5 5M19 9.5a3 3 0 0 1 0 5',
]);
export const GaugeIcon = lineIcon([
  'M4.5 17a8.5 8.5 0 1 1 15 0',
  'm12 13 4-5',
  ['circle', { cx: '12', cy: '13.5', r: '1.2' }],
]);
export const QrIcon = lineIcon([
  ['rect', { x: '4', y: '4', width: '6', height: '6', rx: '1' }],
  ['rect', { x: '14', y: '4', width: '6', height: '6', rx: '1' }],
  ['rect', { x: '4', y: '14', width: '6', height: '6', rx: '1' }],
  'M14 14h2v2h-2zM18 18h2v2h-2zM14 18h2M18 14h2',
]);
