import { useTranslation } from 'react-i18next';
import type { ByteBlock } from '@arcadia/fair';

/** Step 1 the commitment, step 2 the HMAC blocks, step 3 each float with the four bytes it came from. */
export function VerificationSteps({
  commitmentLabel,
  commitment,
  blocks,
  floats,
}: {
  commitmentLabel: string;
  commitment: string;
  blocks: ByteBlock[];
  floats: number[];
}) {
  const { t } = useTranslation();
  return (
    <ol className="space-y-5">
      <li className="space-y-1.5">
        <h3 className="text-sm font-bold">{commitmentLabel}</h3>
        <Mono testId="fair-commitment">{commitment}</Mono>
      </li>
      <li className="space-y-1.5">
        <h3 className="text-sm font-bold">{t('fair.steps.bytes')}</h3>
        <ul className="space-y-2">
          {blocks.map((block) => (
            <li key={block.cursor} className="rounded-xl border border-line bg-surface-2/60 p-3">
              <p className="text-xs text-fg-muted">
                {t('fair.steps.message')} <span className="font-mono text-fg">{block.message}</span>
              </p>
              <Mono testId={`fair-block-${block.cursor}`}>{block.hex}</Mono>
            </li>
          ))}
        </ul>
      </li>
      {floats.length > 0 ? (
        <li className="space-y-1.5">
          <h3 className="text-sm font-bold">{t('fair.steps.floats')}</h3>
          <p className="text-xs text-fg-muted">{t('fair.steps.floatRule')}</p>
          <ol className="grid gap-1.5 sm:grid-cols-2" data-testid="fair-floats">
            {floats.map((float, index) => {
              const block = blocks[Math.floor(index / 8)];
              const at = (index % 8) * 8;
              return (
                <li
                  key={index}
                  className="flex items-baseline justify-between gap-3 rounded-lg bg-surface-2/60 px-3 py-1.5 text-xs"
                >
                  <span className="font-mono text-fg-muted">{block?.hex.slice(at, at + 8)}</span>
                  <span className="font-mono font-semibold">{float.toFixed(12)}</span>
                </li>
              );
            })}
          </ol>
        </li>
      ) : null}
    </ol>
  );
}

function Mono({ children, testId }: { children: string; testId?: string }) {
  return (
    <p data-testid={testId} className="font-mono text-xs break-all text-fg select-all">
      {children}
    </p>
  );
}
