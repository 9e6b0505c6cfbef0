import { useTranslation } from 'react-i18next';
import { IconButton } from '@/components/ui/icon-button';
import { RefreshIcon, ShieldIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { TextInput, type TextInputProps } from '@/components/ui/form';
import { useCaptcha } from '@/lib/verification/use-captcha';

type CaptchaInputProps = Omit<TextInputProps, 'end' | 'start'> & {
  /** Bump to fetch a new image (after a failed submit, whose captcha the server has used up). */
  refreshKey?: number;
};

/** The captcha answer with its image beside it; clicking the image loads a new one. */
export function CaptchaInput({ refreshKey = 0, ...inputProps }: CaptchaInputProps) {
  const { t } = useTranslation();
  const { image, failed, refresh } = useCaptcha(refreshKey);

  return (
    <TextInput
      {...inputProps}
      start={<ShieldIcon size={18} />}
      maxLength={10}
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      wrapperClassName="pr-1"
      end={
        <IconButton
          label={t('verification.captchaRefresh')}
          onClick={refresh}
          className="group relative grid h-9 w-28 place-items-center overflow-hidden rounded-lg border border-line bg-surface focus-visible:outline-2 focus-visible:outline-ring"
        >
          {image ? (
            <img
              src={image}
              alt={t('verification.captchaAlt')}
              className="h-full w-full object-contain"
              draggable={false}
            />
          ) : failed ? (
            <RefreshIcon size={18} className="text-fg-muted" />
          ) : (
            <Spinner className="text-fg-muted" />
          )}
          <span className="absolute inset-0 grid place-items-center bg-overlay text-on-violet opacity-0 transition group-hover:opacity-100">
            <RefreshIcon size={16} />
          </span>
        </IconButton>
      }
    />
  );
}
