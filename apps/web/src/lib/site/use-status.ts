import { useQuery } from '@tanstack/react-query';
import { isFlagOn, type FlagId, type StatusValue } from '@arcadia/contracts';
import { statusQueryOptions } from './status-api';

/** The loaded status. Only valid below the StatusGate, which renders nothing else until it loads. */
export function useStatusValue(): StatusValue {
  const { data } = useQuery(statusQueryOptions);
  if (!data) throw new Error('useStatusValue used outside <StatusGate>');
  return data;
}

export function useSiteInfo(): StatusValue['info'] {
  return useStatusValue().info;
}

export function useMerchant(): StatusValue['info']['merchant'] {
  return useStatusValue().info.merchant;
}

export function useFlag(flag: FlagId): boolean {
  return isFlagOn(useStatusValue().info.whitelabel, flag);
}
