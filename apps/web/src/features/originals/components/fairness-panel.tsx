import { clientSeedSchema, type BgsGameFamily } from '@arcadia/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { RevealedSeed } from '@arcadia/contracts';
import { Button } from '@/components/ui/button';
import { Field, TextInput } from '@/components/ui/form';
import { TitledSection } from '@/components/ui/titled-section';
import { originalsKeys, useOriginals } from '../lib/originals-context';
import { problemFieldError } from '../lib/problem';

const MONO = 'break-all font-mono text-xs';

/** The verifier's address for the first bet of a revealed seed pair. */
const verifyLink = (seed: RevealedSeed) =>
  `/fairness?${new URLSearchParams({ game: seed.game, serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce: '0' }).toString()}`;

/**
 * The fairness panel: the commitment to the current server seed, the client seed (editable), the
 * next nonce, and rotation, which reveals the seed so every bet under it can be verified.
 */
export function FairnessPanel({ game, launchToken }: { game: BgsGameFamily; launchToken: string | null }) {
  const { t } = useTranslation();
  const { api } = useOriginals();
  const queryClient = useQueryClient();
  const key = originalsKeys.fairness(game, launchToken);
  const state = useQuery({ queryKey: key, queryFn: () => api.fairness(game) });
  const [draft, setDraft] = useState<string | null>(null);
  /** A field error key (Field translates it), from the contract's rule or the server's refusal. */
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const act = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      setDraft(null);
      await queryClient.invalidateQueries({ queryKey: key });
      await queryClient.invalidateQueries({ queryKey: originalsKeys.history(game, launchToken) });
    } catch (caught) {
      setError(problemFieldError(caught));
    } finally {
      setBusy(false);
    }
  };
  // Checked here with the contract's own rule, so a bad seed is refused at once, in the player's
  // language, and the text stays in the field to correct.
  const saveClientSeed = () => {
    const parsed = clientSeedSchema.safeParse(draft ?? '');
    if (!parsed.success) return setError('originals.fair.clientSeedInvalid');
    void act(() => api.setClientSeed(game, parsed.data));
  };
  const value = state.data;
  if (!value) return null;
  const previous = value.previous;

  return (
    <TitledSection
      id="fair-panel"
      title={t('originals.fair.title')}
      className="space-y-3 rounded-2xl bg-surface p-4 shadow-card"
      size="base"
    >
      <dl className="space-y-2 text-sm">
        <dt className="text-fg-muted">{t('originals.fair.commitment')}</dt>
        <dd className={MONO} data-testid="commitment">
          {value.serverSeedHash}
        </dd>
        <dt className="text-fg-muted">{t('originals.fair.nonce')}</dt>
        <dd className="font-semibold tabular-nums" data-testid="nonce">
          {value.nonce}
        </dd>
      </dl>
      <Field label={t('originals.fair.clientSeed')} error={error ?? undefined}>
        {({ control }) => (
          <div className="flex gap-2">
            <TextInput
              {...control}
              className="font-mono text-xs"
              value={draft ?? value.clientSeed}
              onChange={(event) => setDraft(event.target.value)}
            />
            <Button
              variant="outline"
              size="sm"
              disabled={busy || draft === null || draft === value.clientSeed}
              onClick={saveClientSeed}
            >
              {t('originals.fair.save')}
            </Button>
          </div>
        )}
      </Field>
      <Button
        variant="subtle"
        size="sm"
        className="w-full"
        disabled={busy}
        onClick={() => void act(() => api.rotate(game))}
      >
        {t('originals.fair.rotate')}
      </Button>
      {previous ? (
        <div className="space-y-1 rounded-xl bg-surface-2/60 p-3 text-sm">
          <p className="font-semibold">{t('originals.fair.revealed', { count: previous.nonce })}</p>
          <p className={MONO} data-testid="revealed-seed">
            {previous.serverSeed}
          </p>
          <Link className="text-brand-fg underline" to={verifyLink(previous)} target="_blank" rel="noopener">
            {t('originals.fair.verify')}
          </Link>
        </div>
      ) : null}
    </TitledSection>
  );
}
