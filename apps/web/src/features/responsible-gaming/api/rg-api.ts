import {
  answerRealityCheck,
  confirmRgLimit,
  getRgSession,
  getRgState,
  requestRgReopen,
  selfExclude,
  setRealityCheck,
  setRgLimit,
  takeTimeOut,
  type RgState,
  type SetRgLimitInput,
} from '@arcadia/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { apiValue } from '@/lib/api-value';
import { valueQuery } from '@/lib/value-query';

const RG = { moduleId: 'responsible-gaming' };
export const rgKeys = { state: (token: string) => ['responsible-gaming', token] as const };

export const rgStateQuery = (token: string) => valueQuery(rgKeys.state(token), getRgState, RG, { staleTime: 0 });

/** Every change answers the new state: it replaces the cached one. */
const replaced = (client: QueryClient, token: string) => (state: RgState) => {
  client.setQueryData(rgKeys.state(token), state);
  return state;
};

export const rgRequests = (client: QueryClient, token: string) => ({
  setLimit: (body: SetRgLimitInput) => apiValue(setRgLimit, { ...RG, body }).then(replaced(client, token)),
  confirmLimit: (body: { kind: SetRgLimitInput['kind']; period: SetRgLimitInput['period'] }) =>
    apiValue(confirmRgLimit, { ...RG, body }).then(replaced(client, token)),
  setRealityCheck: (minutes: number | null) =>
    apiValue(setRealityCheck, { ...RG, body: { minutes } }).then(replaced(client, token)),
  takeTimeOut: (days: number) =>
    apiValue(takeTimeOut, { ...RG, body: { days, confirm: true } }).then(replaced(client, token)),
  selfExclude: (months: number | null) =>
    apiValue(selfExclude, { ...RG, body: { months, confirm: true } }).then(replaced(client, token)),
  requestReopen: () => apiValue(requestRgReopen, RG).then(replaced(client, token)),
});
export type RgRequests = ReturnType<typeof rgRequests>;

export const rgSessionKey = (token: string) => ['responsible-gaming', 'session', token] as const;
/** This session's time and net result (the reality check): read again when a check comes due. */
export const rgSessionQuery = (token: string) =>
  valueQuery(rgSessionKey(token), getRgSession, RG, { staleTime: 0, refetchInterval: 5 * 60_000 });
export const answerRealityCheckRequest = (choice: 'continue' | 'stop') =>
  apiValue(answerRealityCheck, { ...RG, body: { choice } });
