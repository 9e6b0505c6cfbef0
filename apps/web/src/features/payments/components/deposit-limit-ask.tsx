import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getRgDepositLimitPrompt } from '@arcadia/contracts';
import { DepositLimitPrompt } from '@/components/responsible-gaming/deposit-limit-prompt';
import { useSessionValue } from '@/lib/session-store';
import { valueQuery } from '@/lib/value-query';

const promptQuery = (token: string) =>
  valueQuery(['payments', token, 'deposit-limit-prompt'] as const, getRgDepositLimitPrompt, {
    moduleId: 'responsible-gaming',
  });

/**
 * Above the deposit form, when the brand prompts at the first deposit and the member has neither
 * a deposit limit nor a deposit yet (the server decides): set one, or skip it for this visit.
 */
export function DepositLimitAsk() {
  const token = useSessionValue('token') ?? '';
  const prompt = useQuery({ ...promptQuery(token), enabled: Boolean(token) });
  const [skipped, setSkipped] = useState(false);
  if (!prompt.data?.prompt || skipped) return null;
  return <DepositLimitPrompt onDone={(saved) => !saved && setSkipped(true)} />;
}
