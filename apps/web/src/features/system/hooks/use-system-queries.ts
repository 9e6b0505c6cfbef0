import { useQuery } from '@tanstack/react-query';
import { domainRouteQueryOptions } from '../api/domain-route';
import { registerSettingsQueryOptions } from '../api/register-settings';
import { whitelabelQueryOptions } from '../api/whitelabel';

export const useWhitelabel = () => useQuery(whitelabelQueryOptions);
export const useRegisterSettings = () => useQuery(registerSettingsQueryOptions);
export const useDomainRoutes = () => useQuery(domainRouteQueryOptions);
