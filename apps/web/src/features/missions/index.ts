import { loadMissionTexts } from '@/i18n/mission-texts';
import { loadMoneyTexts } from '@/i18n/money-texts';

export { missionSummaryQuery } from './api/missions-api';

/*
 * Public surface of missions: the member centre's mission activity page, its own chunk loaded with
 * the missions texts (and the money texts, which hold the error messages); the summary query gives
 * the member centre its badge count.
 */
export const loadMissionActivityPage = async () =>
  (await Promise.all([import('./components/mission-activity-page'), loadMissionTexts(), loadMoneyTexts()]))[0];
