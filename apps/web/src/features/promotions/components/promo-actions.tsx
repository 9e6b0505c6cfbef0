import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  APPLICATION_COMMENT_MAX,
  APPLICATION_IMAGE_MAX_BYTES,
  APPLICATION_IMAGES_MAX,
  type PromotionDetail,
} from '@arcadia/contracts';
import { Button } from '@/components/ui/button';
import { Field, FormAlert, TextInput } from '@/components/ui/form';
import { TextArea } from '@/components/ui/text-area';
import { openLoginModal } from '@/lib/auth/use-require-member';
import type { PromotionRequests } from '../api/promotions-api';
import { promoErrorText } from './promo-error';

/**
 * The one action the member's state allows: join, apply (with a comment), or claim (with the code
 * of a code promotion). Visitors are asked to log in. What the member typed stays on an error.
 */
export function PromoActions({
  detail,
  requests,
  signedIn,
}: {
  detail: PromotionDetail;
  requests: PromotionRequests;
  signedIn: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [comment, setComment] = useState('');
  const [code, setCode] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [imageError, setImageError] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const actionable = detail.state === 'join' || detail.state === 'applying' || detail.state === 'claim';
  if (!actionable) return null;
  if (!signedIn)
    return (
      <Button size="lg" onClick={() => openLoginModal('login')}>
        {t('promo.action.login')}
      </Button>
    );
  const run = (work: () => Promise<unknown>) => {
    setBusy(true);
    setError('');
    work()
      .catch((e: unknown) => setError(promoErrorText(t, e, i18n.language)))
      .finally(() => setBusy(false));
  };
  const needsCode = detail.trigger === 'code';
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (detail.state === 'join') run(requests.join);
        else if (detail.state === 'applying') run(() => requests.apply(comment, images));
        else run(() => requests.claim(needsCode ? code : undefined));
      }}
    >
      {detail.state === 'applying' ? (
        <Field label={t('promo.comment')} hint={t('promo.commentHint')}>
          {({ control }) => (
            <TextArea
              id={control.id}
              aria-describedby={control['aria-describedby']}
              value={comment}
              maxLength={APPLICATION_COMMENT_MAX}
              rows={3}
              onChange={(e) => setComment(e.target.value)}
            />
          )}
        </Field>
      ) : null}
      {detail.state === 'applying' ? (
        <Field label={t('promo.images')} hint={t('promo.imagesHint')} error={imageError || undefined}>
          {({ control }) => (
            <input
              id={control.id}
              aria-describedby={control['aria-describedby']}
              type="file"
              accept="image/png,image/jpeg"
              multiple
              className="text-sm file:mr-3 file:rounded-lg file:border file:border-line file:bg-surface-2 file:px-3 file:py-1.5 file:text-sm file:font-semibold"
              onChange={(e) => {
                const files = [...(e.target.files ?? [])];
                const fits = (f: File) =>
                  (f.type === 'image/png' || f.type === 'image/jpeg') && f.size <= APPLICATION_IMAGE_MAX_BYTES;
                if (files.length > APPLICATION_IMAGES_MAX || !files.every(fits)) {
                  setImageError('errors.promotions.image_invalid');
                  setImages([]);
                } else {
                  setImageError('');
                  setImages(files);
                }
              }}
            />
          )}
        </Field>
      ) : null}
      {detail.state === 'claim' && needsCode ? (
        <Field label={t('promo.code')} required>
          {({ control }) => (
            <TextInput
              {...control}
              value={code}
              maxLength={32}
              autoComplete="off"
              required
              onChange={(e) => setCode(e.target.value)}
            />
          )}
        </Field>
      ) : null}
      <FormAlert>{error}</FormAlert>
      <Button type="submit" size="lg" disabled={busy} className="self-start">
        {t(
          detail.state === 'join'
            ? 'promo.action.join'
            : detail.state === 'applying'
              ? 'promo.action.apply'
              : 'promo.action.claim',
        )}
      </Button>
    </form>
  );
}
