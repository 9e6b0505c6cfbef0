import type { Generated } from 'kysely';

/** Failed-attempt counters and lockouts per scope and subject, written by the attempts module. */
export interface LoginThrottlesTable {
  merchant_id: number;
  scope: string;
  subject: string;
  failures: number;
  window_started_at: string;
  locked_until: string | null;
  /** Checks running now (migration 0013), and when the last one started. */
  in_flight: Generated<number>;
  in_flight_at: string | null;
}

export interface AttemptsTables {
  login_throttles: LoginThrottlesTable;
}
