import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OPERATOR_ROLES, type AdminOperator, type OperatorRole } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { settingsKey } from './settings-api';

type Change = { kind: 'role'; role: OperatorRole } | { kind: 'lock'; locked: boolean } | { kind: 'reset-two-factor' };

const request = (id: string, change: Change) =>
  change.kind === 'role'
    ? api<AdminOperator>('PUT', `/settings/operators/${id}/role`, { role: change.role })
    : change.kind === 'lock'
      ? api<AdminOperator>('PUT', `/settings/operators/${id}/lock`, { locked: change.locked })
      : api<AdminOperator>('POST', `/settings/operators/${id}/reset-two-factor`, {});

/** The changes an admin makes to one account; the server's refusal (the last admin, oneself) goes to `onError`. */
export function useOperatorChange(onError: (error: unknown) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: Change }) => request(id, change),
    onMutate: () => onError(null),
    onSuccess: (saved) =>
      client.setQueryData<AdminOperator[]>(settingsKey('operators'), (list) =>
        list?.map((o) => (o.id === saved.id ? saved : o)),
      ),
    onError,
  });
}

/** A row's controls: its role, lock or unlock (never one's own), and a two-factor reset when one is enrolled. */
export function OperatorActions({
  operator,
  self,
  change,
}: {
  operator: AdminOperator;
  self: boolean;
  change: ReturnType<typeof useOperatorChange>;
}) {
  const { t } = useTranslation();
  const id = operator.id;
  const busy = change.isPending;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <select
        className="field"
        aria-label={t('settings.operators.roleOf', { username: operator.username })}
        value={operator.role}
        disabled={busy}
        onChange={(e) => change.mutate({ id, change: { kind: 'role', role: e.target.value as OperatorRole } })}
      >
        {OPERATOR_ROLES.map((role) => (
          <option key={role} value={role}>
            {t(`settings.roles.names.${role}`)}
          </option>
        ))}
      </select>
      {!self && (
        <button
          type="button"
          className="btn-secondary"
          disabled={busy}
          aria-label={t(operator.disabled ? 'settings.operators.unlockOf' : 'settings.operators.lockOf', {
            username: operator.username,
          })}
          onClick={() => change.mutate({ id, change: { kind: 'lock', locked: !operator.disabled } })}
        >
          {t(operator.disabled ? 'settings.operators.unlock' : 'settings.operators.lock')}
        </button>
      )}
      {operator.twoFactor && !self && (
        <button
          type="button"
          className="btn-secondary"
          disabled={busy}
          aria-label={t('settings.operators.resetTwoFactorOf', { username: operator.username })}
          onClick={() => change.mutate({ id, change: { kind: 'reset-two-factor' } })}
        >
          {t('settings.operators.resetTwoFactor')}
        </button>
      )}
    </div>
  );
}
