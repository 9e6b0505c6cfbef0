import { useMemo } from 'react';
import { useNavigate } from 'react-router';

/**
 * The shell's doors into the account flows. Today they navigate to the routes that exist; the
 * accounts issue swaps the bodies for openModal({ name: 'login' | 'register' }) and the free-play
 * call, and every button wired through here follows.
 */
export function useAuthEntry() {
  const navigate = useNavigate();
  return useMemo(
    () => ({
      openLogin: () => void navigate('/login'),
      openRegister: () => void navigate('/register'),
      // Free play needs the accounts issue; until then it leads to the login page, never a fake demo.
      startFreePlay: () => void navigate('/login'),
    }),
    [navigate],
  );
}
