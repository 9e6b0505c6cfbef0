/* Public surface of the system feature: other features and the app import only from here. */
export { StatusGate } from './components/status-gate';
export { MaintenancePage } from './components/maintenance-page';
export { RestrictionPage } from './components/restriction-page';
export { statusQueryOptions, fetchStatus } from './api/status';
export { whitelabelQueryOptions } from './api/whitelabel';
export { registerSettingsQueryOptions } from './api/register-settings';
export { domainRouteQueryOptions } from './api/domain-route';
export { systemKeys } from './api/keys';
export { useStatusValue, useSiteInfo, useMerchant, useFlag } from './hooks/use-status';
export { useWhitelabel, useRegisterSettings, useDomainRoutes } from './hooks/use-system-queries';
export { useOpenSupport, useSupportEntries, useResource } from './hooks/use-support';
export { decodeSupportLink, SUPPORT_WINDOW } from './utils/support-link';
