import type { GameCategory } from '@arcadia/contracts';

/* One line-drawn icon per category, in the style of the portal's other icons (24 grid, 1.8 stroke). */
const PATHS: Record<GameCategory, string> = {
  INHOUSE: 'M4 10.5 12 4l8 6.5V20H4Zm6 9.5v-5h4v5',
  ELOTT: 'M4 7h16v3a2 2 0 0 0 0 4v3H4v-3a2 2 0 0 0 0-4Zm6 0v10',
  LOTT: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z',
  LIVE: 'M4 7h12v10H4Zm12 4 4-2.5v7L16 13',
  SPORTS:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 4 4 3-1.5 4.5h-5L8 10Zm0-4v4m4 3 4.5-1.5M14.5 14.5 17 19m-7.5-4.5L7 19M8 10 3.5 8.5',
  FISH: 'M3 12c3-5 9-6 13-2l4-3v10l-4-3c-4 4-10 3-13-2Zm12-1h.01',
  RNG: 'M5 4h14v16H5Zm0 5h14M5 15h14M9.5 9v6m5-6v6',
  PVP: 'M7 4h8l2 2v12l-2 2H7l-2-2V6Zm4 5 2 3-2 3-2-3Z',
  ESPORTS:
    'M7 9h10a4 4 0 0 1 4 4v1a3 3 0 0 1-5.4 1.8L14 14h-4l-1.6 1.8A3 3 0 0 1 3 14v-1a4 4 0 0 1 4-4Zm1 2v3m-1.5-1.5h3M15 12h.01M17 14h.01',
};

export function CategoryIcon({ category, size = 20 }: { category: GameCategory; size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={PATHS[category]} />
    </svg>
  );
}
