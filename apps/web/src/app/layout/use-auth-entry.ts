import { useMemo } from 'react';
import { openLoginModal } from '@/lib/auth/use-require-member';
import { startFreePlay } from '@/lib/auth/lazy-flows';

/** The shell's doors into the account flows: the login popup (either view) and free play. */
export function useAuthEntry() {
  return useMemo(
    () => ({
      openLogin: () => openLoginModal('login'),
      openRegister: () => openLoginModal('register'),
      startFreePlay: () => void startFreePlay(),
    }),
    [],
  );
}
