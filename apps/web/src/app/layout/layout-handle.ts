import { useMatches } from 'react-router';
import type { ParseKeys } from 'i18next';

/** Banner groups of spec portal.md section 2 (Banners). */
export type BannerGroup = 'hot' | 'download' | 'promotion' | 'shop' | 'help' | 'register' | 'w_reg';

/** What a route declares in its `handle` so the shell knows which frame parts to draw. */
export type LayoutHandle = {
  header: boolean;
  sideMenu: boolean;
  footer: boolean;
  banner: BannerGroup | null;
  /** /seamless and /vnlottery: header only with SHOWHEADER3; the arrow hides both bars. */
  immersive?: boolean;
  /** A page without the header (/helpmc) still gets a small bar with the logo and a way back. */
  miniBar?: boolean;
  /** Page title key, for the document title and the page heading. */
  titleKey: ParseKeys;
};

export const NO_FRAME: LayoutHandle = {
  header: false,
  sideMenu: false,
  footer: false,
  banner: null,
  titleKey: 'pages.home',
};

function isLayoutHandle(handle: unknown): handle is LayoutHandle {
  return typeof handle === 'object' && handle !== null && 'titleKey' in handle;
}

/** The deepest matched route's layout (child routes override their parents). */
export function useLayoutHandle(): LayoutHandle {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isLayoutHandle(handle)) return handle;
  }
  return NO_FRAME;
}
