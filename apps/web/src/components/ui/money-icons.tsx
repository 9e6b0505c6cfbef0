import { lineIcon } from './line-icon';

/* Icons of the money pages (member centre, wallet, payments, inbox): apart from icons.tsx, whose module is on the first load. */
export const WalletIcon = lineIcon([
  'M19 7.5V6a2 2 0 0 0-2-2H5.5A2.5 2.5 0 0 0 3 6.5V18a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2v-8.5a2 2 0 0 0-2-2H5.5A2.5 2.5 0 0 1 3 5',
  'M16.5 14h.01',
]);
export const ArrowDownIcon = lineIcon(['M12 4v15M6 13l6 6 6-6']);
export const ArrowUpIcon = lineIcon(['M12 20V5M6 11l6-6 6 6']);
export const SwapIcon = lineIcon(['M4 8h14l-3.5-3.5M20 16H6l3.5 3.5']);
export const BankIcon = lineIcon(['m3 9 9-5 9 5M4.5 9.5v8M9.5 9.5v8M14.5 9.5v8M19.5 9.5v8M3 20.5h18']);
export const CardIcon = lineIcon([
  ['rect', { x: '2.5', y: '5', width: '19', height: '14', rx: '2.5' }],
  'M2.5 10h19M6.5 15h4',
]);
export const CopyIcon = lineIcon([
  ['rect', { x: '8.5', y: '8.5', width: '12', height: '12', rx: '2.5' }],
  'M15.5 8.5V6a2.5 2.5 0 0 0-2.5-2.5H6A2.5 2.5 0 0 0 3.5 6v7A2.5 2.5 0 0 0 6 15.5h2.5',
]);
export const PlusIcon = lineIcon(['M12 5v14M5 12h14']);
export const TrashIcon = lineIcon([
  'M4 7h16M10 11v6M14 11v6M5.5 7l1 12a2 2 0 0 0 2 1.9h7a2 2 0 0 0 2-1.9l1-12M9 7V4.5h6V7',
]);
export const UploadIcon = lineIcon(['M12 16V4M7 9l5-5 5 5M4 16v2.5A1.5 1.5 0 0 0 5.5 20h13a1.5 1.5 0 0 0 1.5-1.5V16']);
export const ClockIcon = lineIcon([['circle', { cx: '12', cy: '12', r: '8.5' }], 'M12 7.5V12l3 2']);
export const ListIcon = lineIcon(['M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01']);
export const ChartIcon = lineIcon(['M4 20V4M4 20h16M8 16v-4M12 16V8M16 16v-6']);
export const TargetIcon = lineIcon([
  ['circle', { cx: '12', cy: '12', r: '8.5' }],
  ['circle', { cx: '12', cy: '12', r: '4.5' }],
  'M12 12h.01',
]);
export const PercentIcon = lineIcon([
  'M19 5 5 19',
  ['circle', { cx: '7', cy: '7', r: '2.5' }],
  ['circle', { cx: '17', cy: '17', r: '2.5' }],
]);
export const ChevronRightIcon = lineIcon(['m9 5 7 7-7 7']);
export const InboxIcon = lineIcon([
  'M3.5 13.5 6 5.5A2 2 0 0 1 8 4h8a2 2 0 0 1 2 1.5l2.5 8V18a2 2 0 0 1-2 2h-13a2 2 0 0 1-2-2Z',
  'M3.5 13.5H8l1.5 2.5h5l1.5-2.5h4.5',
]);
