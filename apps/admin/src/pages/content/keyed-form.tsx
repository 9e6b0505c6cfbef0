import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useFormFrame } from '../../components/form-frame';
import { api } from '../../lib/api';
import { contractResolver } from '../../lib/contract-form';
import { useContentPath, useRefresh } from './content-rows';

type Put = { path: string; params: z.ZodObject; body: z.ZodObject };

/**
 * The form of a row kept under a name (a resource, a support position): set by PUT at
 * /admin/api/content/`path`/`name`. The contract's params and body schemas together check the
 * form, so a name that may not be used is refused under its field like the rest.
 */
export function useKeyedForm<V extends FieldValues>(options: {
  contract: Put;
  path: string;
  key: keyof V & string;
  values: V;
  toInput: (values: V) => unknown;
  mayWrite: boolean;
}) {
  const { t } = useTranslation();
  const refresh = useRefresh(options.path);
  const path = useContentPath();
  const schema = z.object({ ...options.contract.body.shape, ...options.contract.params.shape });
  const form = useForm<V, unknown, Record<string, unknown>>({
    defaultValues: options.values as DefaultValues<V>,
    resolver: contractResolver(schema, t, options.toInput),
  });
  const frame = useFormFrame(
    form,
    (checked: Record<string, unknown>) => {
      const { [options.key]: name, ...body } = checked;
      return api('PUT', path(`${options.path}/${encodeURIComponent(String(name))}`), body);
    },
    refresh,
    t('content.saved'),
    options.mayWrite ? t('content.saveRow') : null,
  );
  return { form, frame };
}
