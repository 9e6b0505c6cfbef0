import { PageHeading } from '@/app/layout';
import { FairnessVerifierPage } from '@/features/fairness';

/** The public provably fair verifier (no account needed). */
export function Component() {
  return (
    <>
      <PageHeading />
      <FairnessVerifierPage />
    </>
  );
}
