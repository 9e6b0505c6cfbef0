import type * as Flows from './flows';

/*
 * The session flows behind a dynamic import: the header and the guards are on the first load,
 * the flows (and the API calls and dialogs they bring) load when first used.
 */
const flows = () => import('./flows');
export const completeLogin = async (...args: Parameters<typeof Flows.completeLogin>) =>
  (await flows()).completeLogin(...args);
export const startFreePlay = async () => (await flows()).startFreePlay();
export const logout = async () => (await flows()).logout();
export const endSession = async () => (await flows()).endSession();
export const abandonSession = (token: string) => void flows().then((module) => module.abandonSession(token));
