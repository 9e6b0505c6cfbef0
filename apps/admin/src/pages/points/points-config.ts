import { useQuery } from '@tanstack/react-query';
import type { PointsConfig } from '@arcadia/contracts';
import { api } from '../../lib/api';

/** The brand's points settings and rules: one read shared by the settings card and the rules table. */
export const POINTS_CONFIG_KEY = ['points-settings'];
export const usePointsConfig = () =>
  useQuery({ queryKey: POINTS_CONFIG_KEY, queryFn: () => api<PointsConfig>('GET', '/points/settings') });
