/* Public surface of the system feature: other features and the app import only from here. */
export { StatusGate } from './components/status-gate';
export { MaintenancePage } from './components/maintenance-page';
export { RestrictionPage } from './components/restriction-page';
export { statusQueryOptions, fetchStatus } from './api/status';
export { systemKeys } from './api/keys';
export { useStatusValue, useSiteInfo, useMerchant, useFlag } from './hooks/use-status';
export { useOpenSupport, useSupportEntries, useResource } from './hooks/use-support';
export { decodeSupportLink, SUPPORT_WINDOW } from './utils/support-link';
