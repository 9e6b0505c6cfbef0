import { useQuery } from '@tanstack/react-query';
import type { Permission } from '@arcadia/contracts';
import { api, tokenStore } from './api';

export type Me = { role: string; permissions: Permission[] };

/** What the signed-in operator may do; the console hides what the server would refuse anyway. */
export function usePermissions() {
  return useQuery({
    queryKey: ['session', 'permissions'],
    queryFn: () => api<Me>('GET', '/session/permissions'),
    enabled: tokenStore.get() !== null,
    staleTime: 60_000,
  });
}
