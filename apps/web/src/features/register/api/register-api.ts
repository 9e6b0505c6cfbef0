import { checkAffiliate, register, registerMobile, type RegisterType, type LoginValue } from '@arcadia/contracts';
import { apiCall } from '@/lib/api-client';

export const REGISTER_MODULE_ID = 'register';

export type RegisterBody = Record<string, string | boolean | undefined>;

/** GET /wps/agent/affiliate?code&domain: must pass before registering with a code. */
export async function checkAffiliateCode(code: string): Promise<void> {
  await apiCall(checkAffiliate, { moduleId: REGISTER_MODULE_ID, query: { code, domain: window.location.hostname } });
}

/** PUT /wps/member/register or /wps/member/register/mobile (encrypted). */
export async function registerRequest(
  kind: RegisterType,
  body: RegisterBody,
): Promise<{ username: string; session: LoginValue | null }> {
  const contract = kind === 'register' ? register : registerMobile;
  const value = await apiCall(contract, { moduleId: REGISTER_MODULE_ID, body, encrypted: true });
  return value ?? { username: '', session: null };
}
