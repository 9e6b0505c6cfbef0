import { createContext, useContext } from 'react';
import type { MemberCentrePage } from './member-centre-pages';

/**
 * Moves the open member centre to another of its pages (a page linking to another, such as the
 * deposit page to the deposit limits): provided by the centre; null outside it.
 */
export const MemberCentreNavContext = createContext<((page: MemberCentrePage) => void) | null>(null);

export function useMemberCentreNav(): ((page: MemberCentrePage) => void) | null {
  return useContext(MemberCentreNavContext);
}
