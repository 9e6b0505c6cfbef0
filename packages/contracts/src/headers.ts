/** Request headers the client sends on every call (DESIGN.md section 3). */
export const HEADERS = {
  language: 'Language',
  moduleId: 'X-Module-Id',
  requestId: 'X-Request-Id',
  gatewayVersion: 'X-Gateway-Version',
  /** A random id the browser keeps (localStorage `deviceId`): the referral abuse checks compare it. */
  deviceId: 'X-Device-Id',
} as const;
