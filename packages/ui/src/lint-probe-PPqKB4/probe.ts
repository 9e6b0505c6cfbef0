import { sessionStore } from '../../../../apps/web/src/lib/session-store';
export const probe = sessionStore;
