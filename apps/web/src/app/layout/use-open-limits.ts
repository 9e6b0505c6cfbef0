import { useIsLoggedIn } from '@/lib/session-store';
import { openModal } from '@/modals';
import { useAuthEntry } from './use-auth-entry';

/** Opens the member's responsible-gaming limits (member centre); a visitor signs in first. */
export function useOpenLimits(): () => void {
  const loggedIn = useIsLoggedIn();
  const { openLogin } = useAuthEntry();
  return () => (loggedIn ? openModal({ name: 'memberCentre', options: { page: 'responsibleGaming' } }) : openLogin());
}
