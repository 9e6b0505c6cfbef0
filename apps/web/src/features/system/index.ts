/*
 * Public surface of the system feature: the gate and the full-page states it shows. The status
 * value itself (merchant, flags, support links) is read by everyone and lives in lib/site.
 */
export { StatusGate } from './components/status-gate';
export { MaintenancePage } from './components/maintenance-page';
export { RestrictionPage } from './components/restriction-page';
