import { useQuery } from '@tanstack/react-query';
import type { adminVipLevelSchema, vipSettingsSchema } from '@arcadia/contracts';
import type { z } from 'zod';
import { api } from '../../lib/api';

export type AdminVipLevel = z.infer<typeof adminVipLevelSchema>;
export type VipSettings = z.infer<typeof vipSettingsSchema>;
/** Every VIP write answers the whole ladder, so the page takes it as is instead of reading again. */
export type Ladder = { settings: VipSettings; levels: AdminVipLevel[] };

export const VIP_LADDER_KEY = ['vip-ladder'];
export const useVipLadder = () =>
  useQuery({ queryKey: VIP_LADDER_KEY, queryFn: () => api<Ladder>('GET', '/vip/levels') });
