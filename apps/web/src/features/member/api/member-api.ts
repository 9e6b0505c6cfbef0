import { queryOptions } from '@tanstack/react-query';
import {
  getMemberIcon,
  getMemberInfo,
  getPlayerAvatars,
  setMemberIcon,
  setMemberLanguage,
  type Language,
} from '@arcadia/contracts';
import { apiCall } from '@/lib/api-client';
import { memberKeysOf } from '@/lib/member-keys';

export const MEMBER_MODULE_ID = 'member';
export const DEFAULT_AVATAR = '/avatars/default.svg';

export const memberKeys = memberKeysOf('member', ['info', 'icon', 'avatars']);

export const memberInfoQuery = (token: string) =>
  queryOptions({
    queryKey: memberKeys.info(token),
    queryFn: ({ signal }) => apiCall(getMemberInfo, { moduleId: MEMBER_MODULE_ID, signal }),
    staleTime: 60_000,
  });

export const memberIconQuery = (token: string) =>
  queryOptions({
    queryKey: memberKeys.icon(token),
    queryFn: ({ signal }) => apiCall(getMemberIcon, { moduleId: MEMBER_MODULE_ID, signal }),
    staleTime: Infinity,
  });

export const playerAvatarsQuery = (token: string) =>
  queryOptions({
    queryKey: memberKeys.avatars(token),
    queryFn: ({ signal }) => apiCall(getPlayerAvatars, { moduleId: MEMBER_MODULE_ID, signal }),
    staleTime: 5 * 60_000,
  });

export async function setAvatarRequest(avatarId: string) {
  return apiCall(setMemberIcon, { moduleId: MEMBER_MODULE_ID, body: { avatarId } });
}

export async function setLanguageRequest(language: Language) {
  return apiCall(setMemberLanguage, { moduleId: MEMBER_MODULE_ID, body: { language } });
}
