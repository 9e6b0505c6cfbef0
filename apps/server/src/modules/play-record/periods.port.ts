/**
 * The brand calendar as other modules read it: business days and periods in the brand's time zone
 * (business-periods.ts) and the brand's zone itself (brand-calendar.ts). Agents, contracts, rebates
 * and reports share these, so a period means the same everywhere.
 */
export { brandCalendar } from './brand-calendar.ts';
export {
  businessDay,
  businessHour,
  periodOf,
  nextPeriod,
  previousPeriod,
  periodsBetween,
  namedRange,
  daysOf,
  dayCount,
} from './business-periods.ts';
export type { BusinessPeriod, DayRange, NamedRange, PeriodKind } from './business-periods.ts';
