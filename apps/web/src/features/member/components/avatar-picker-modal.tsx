import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '@/components/ui/icons';
import { FormAlert, SubmitButton } from '@/components/ui/form';
import { Spinner } from '@/components/ui/spinner';
import { errorMessageKey } from '@/i18n';
import { cn } from '@/lib/cn';
import { useSessionValue } from '@/lib/session-store';
import type { ModalComponentProps } from '@/modals';
import { Modal } from '@/modals/modal';
import { memberKeys, playerAvatarsQuery, setAvatarRequest } from '../api/member-api';
import { MemberAvatar } from './member-avatar';

/** Choose one of the preset avatars (GET /wps/relay/MCSFE_getPlayerAvatar, PUT /wps/member/info/icon). */
export default function AvatarPickerModal({ open, onClose }: ModalComponentProps<'avatarPicker'>) {
  const { t } = useTranslation();
  const token = useSessionValue('token') ?? '';
  const queryClient = useQueryClient();
  const { data, isPending, isError, error } = useQuery({ ...playerAvatarsQuery(token), enabled: Boolean(token) });
  const [chosen, setChosen] = useState<string | null>(null);
  const selected = chosen ?? data?.current ?? null;
  const save = useMutation({
    mutationFn: (avatarId: string) => setAvatarRequest(avatarId),
    onSuccess: (value) => {
      if (value) queryClient.setQueryData(memberKeys.icon(token), value);
      void queryClient.invalidateQueries({ queryKey: memberKeys.info(token) });
      void queryClient.invalidateQueries({ queryKey: memberKeys.avatars(token) });
      onClose();
    },
  });

  return (
    <Modal name="avatarPicker" open={open} onClose={onClose} title={t('member.avatarTitle')}>
      <form
        className="flex flex-col gap-5 px-5 pt-5 pb-6 sm:px-6"
        onSubmit={(event) => {
          event.preventDefault();
          if (selected) save.mutate(selected);
        }}
      >
        {isPending ? (
          <div className="grid h-40 place-items-center text-fg-muted" role="status">
            <Spinner size={24} />
            <span className="sr-only">{t('app.loading')}</span>
          </div>
        ) : isError ? (
          <FormAlert>{t(errorMessageKey(error))}</FormAlert>
        ) : (
          <div role="radiogroup" aria-label={t('member.avatarTitle')} className="grid grid-cols-4 gap-3 sm:grid-cols-6">
            {data?.avatars.map((avatar, index) => {
              const isSelected = avatar.id === selected;
              return (
                <button
                  key={avatar.id}
                  type="button"
                  role="radio"
                  aria-checked={isSelected}
                  aria-label={t('member.avatarOption', { number: index + 1 })}
                  onClick={() => setChosen(avatar.id)}
                  className={cn(
                    'relative aspect-square rounded-full p-0.5 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                    isSelected ? 'bg-gradient-gold' : 'hover:bg-surface-3',
                  )}
                >
                  <MemberAvatar src={avatar.url} className="size-full ring-0" />
                  {isSelected ? (
                    <span className="absolute -right-0.5 -bottom-0.5 grid size-5 place-items-center rounded-full border-2 border-surface bg-brand text-on-brand">
                      <CheckIcon size={11} strokeWidth={3} />
                    </span>
                  ) : null}
                </button>
              );
            })}
          </div>
        )}
        {save.isError ? <FormAlert>{t(errorMessageKey(save.error))}</FormAlert> : null}
        <SubmitButton loading={save.isPending} disabled={!selected || selected === data?.current}>
          {t('member.avatarSave')}
        </SubmitButton>
      </form>
    </Modal>
  );
}
