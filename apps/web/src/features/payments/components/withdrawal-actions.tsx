import { useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Withdrawal } from '@arcadia/contracts';
import { Button } from '@/components/ui/button';
import { Field, FormAlert } from '@/components/ui/form';
import { CheckIcon } from '@/components/ui/icons';
import { UploadIcon } from '@/components/ui/money-icons';
import { Spinner } from '@/components/ui/spinner';
import { refreshWallet } from '@/lib/wallet/wallet-queries';
import { errorMessageKey } from '@/i18n';
import { encodeProblem } from '@/lib/money';
import { useSessionValue } from '@/lib/session-store';
import { confirmWithdrawalRequest, paymentKeys, reportNotReceivedRequest } from '../api/payments-api';
import { checkProofFile, hasImageSignature, PROOF_ACCEPT } from '../utils/proof-file';
import { PartlyReceivedForm } from './partly-received-form';

type Mode = 'idle' | 'partly' | 'notReceived';

/** The answers that open a panel below the buttons: the mode, the panel's id suffix and the button label. */
const ANSWER_PANELS = [
  { mode: 'partly', id: 'partly', label: 'withdraw.partlyReceived' },
  { mode: 'notReceived', id: 'not', label: 'withdraw.notReceived' },
] as const;

/** The member's answer to a disbursed withdrawal: received, partly received, or not received with proof. */
export function WithdrawalActions({ withdrawal }: { withdrawal: Withdrawal }) {
  const { t } = useTranslation();
  const token = useSessionValue('token') ?? '';
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<Mode>('idle');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const fileInput = useRef<HTMLInputElement>(null);
  const formId = useId();

  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      setMode('idle');
    } catch (e) {
      setError(t(errorMessageKey(e)));
    } finally {
      setBusy(false);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: paymentKeys.withdrawals(token) }),
        refreshWallet(queryClient),
      ]);
    }
  };

  const confirmAll = () => run(() => confirmWithdrawalRequest(withdrawal.id, { outcome: 'received' }));

  const pickFile = async (picked: File | undefined) => {
    setFile(null);
    setFileError(undefined);
    if (!picked) return;
    const problem = checkProofFile(picked);
    if (problem) {
      setFileError(encodeProblem({ key: `withdraw.proof.${problem}` }));
      return;
    }
    if (!(await hasImageSignature(picked))) {
      setFileError(encodeProblem({ key: 'withdraw.proof.type' }));
      return;
    }
    setFile(picked);
  };

  return (
    <div className="mt-3 flex flex-col gap-3 border-t border-line pt-3">
      <p className="text-sm font-semibold">{t('withdraw.didItArrive')}</p>
      <div className="flex flex-wrap gap-2" role="group" aria-label={t('withdraw.didItArrive')}>
        <Button size="sm" onClick={() => void confirmAll()} disabled={busy}>
          {busy && mode === 'idle' ? <Spinner /> : <CheckIcon size={16} />}
          {t('withdraw.received')}
        </Button>
        {ANSWER_PANELS.map((panel) => (
          <Button
            key={panel.mode}
            size="sm"
            variant={mode === panel.mode ? 'subtle' : 'outline'}
            aria-expanded={mode === panel.mode}
            aria-controls={`${formId}-${panel.id}`}
            onClick={() => setMode(mode === panel.mode ? 'idle' : panel.mode)}
            disabled={busy}
          >
            {t(panel.label)}
          </Button>
        ))}
      </div>
      {mode === 'partly' ? (
        <PartlyReceivedForm
          id={`${formId}-partly`}
          withdrawal={withdrawal}
          busy={busy}
          onConfirm={(receivedAmount) =>
            run(() => confirmWithdrawalRequest(withdrawal.id, { outcome: 'partly_received', receivedAmount }))
          }
        />
      ) : null}
      {mode === 'notReceived' ? (
        <div id={`${formId}-not`} className="flex flex-col gap-3 rounded-xl bg-surface-2/60 p-3">
          <Field label={t('withdraw.proofLabel')} error={fileError} hint={t('withdraw.proofHint')}>
            {({ inputId, describedBy, invalid }) => (
              <input
                ref={fileInput}
                id={inputId}
                type="file"
                accept={PROOF_ACCEPT}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                onChange={(e) => void pickFile(e.target.files?.[0])}
                className="block w-full text-sm text-fg-muted file:mr-3 file:h-9 file:cursor-pointer file:rounded-lg file:border-0 file:bg-brand-soft file:px-3 file:text-sm file:font-semibold file:text-brand-fg"
              />
            )}
          </Field>
          <Button
            size="sm"
            className="self-start"
            disabled={!file || busy}
            onClick={() => file && void run(() => reportNotReceivedRequest(withdrawal.id, file))}
          >
            {busy ? <Spinner /> : <UploadIcon size={16} />}
            {t('withdraw.sendProof')}
          </Button>
        </div>
      ) : null}
      <FormAlert>{error}</FormAlert>
    </div>
  );
}
