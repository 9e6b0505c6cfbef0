/** Request headers the client sends on every call (DESIGN.md section 3). */
export const HEADERS = {
  language: 'Language',
  moduleId: 'X-Module-Id',
  requestId: 'X-Request-Id',
  gatewayVersion: 'X-Gateway-Version',
} as const;
