import { useMemo } from 'react';
import { openLoginModal, startFreePlay } from '@/features/auth';

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
