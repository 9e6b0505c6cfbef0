import { z } from 'zod';
import {
  capTierFromText,
  DIVIDEND_PERIODS,
  percentOfBp,
  readableTiers,
  realTimeInputSchema,
  tierInputSchema,
  tiersAboveCap,
  type ContractKindName,
  type RealTimeInput,
  type TierInput,
  type TierText,
} from '@arcadia/contracts';
import { encodeFieldError } from '@/lib/field-rules';
import { isTiered, THRESHOLDS } from './contract-kinds';

/*
 * The terms a form proposes (an offer to a downline, or the simulator's proposal), checked by the
 * contracts' own schemas: a tier's rate and thresholds are tierInputSchema's, a real-time salary's
 * rates realTimeInputSchema's. A threshold left blank means "any" (not sent).
 */
export type TierValues = { rate: string; minTeamLoss: string; minValidBet: string; minActiveMembers: string };
export type TermsValues = {
  tiers: TierValues[];
  period: (typeof DIVIDEND_PERIODS)[number];
  profitRate: string;
  lossRate: string;
  minSingleBet: string;
};

export const emptyTier = (): TierValues => ({ rate: '', minTeamLoss: '', minValidBet: '', minActiveMembers: '' });
export const emptyTerms = (): TermsValues => ({
  tiers: [emptyTier()],
  period: 'day',
  profitRate: '',
  lossRate: '',
  minSingleBet: '',
});

const blankOr = <S extends z.ZodType>(schema: S) => z.union([z.literal(''), schema]);
const { shape } = tierInputSchema;
const tierSchema = z.object({
  rate: shape.rate,
  minTeamLoss: blankOr(shape.minTeamLoss.unwrap()),
  minValidBet: blankOr(shape.minValidBet.unwrap()),
  minActiveMembers: blankOr(shape.minActiveMembers.unwrap()),
});

/** The agent's own terms the offer must keep within (null: the simulator has no cap). */
export type OwnTerms = { tiers: TierText[] | null; realTime: RealTimeInput | null } | null;

/** The form's schema for one kind; with the agent's own terms, the rate cap is a rule of it too. */
export function termsSchema(kind: ContractKindName, own: OwnTerms) {
  const base = z.object({
    tiers: isTiered(kind) ? z.array(tierSchema).min(1).max(10) : z.array(z.unknown()),
    period: z.enum(DIVIDEND_PERIODS),
    profitRate: isTiered(kind) ? z.string() : realTimeInputSchema.shape.profitRate,
    lossRate: isTiered(kind) ? z.string() : realTimeInputSchema.shape.lossRate,
    minSingleBet: isTiered(kind) ? z.string() : realTimeInputSchema.shape.minSingleBet,
  });
  return base.superRefine((values, ctx) => {
    if (!own) return;
    const over = (path: (string | number)[], key: string, cap: string) =>
      ctx.addIssue({ code: 'custom', path, message: encodeFieldError({ key, params: { cap } }) });
    if (isTiered(kind) && own.tiers) {
      // The shared rate cap (packages/contracts rate-cap.ts): the rule the server refuses offers by.
      const offered = (values.tiers as TierValues[]).map(capTierFromText);
      for (const { index, capBp } of tiersAboveCap(readableTiers(own.tiers), offered))
        over(['tiers', index, 'rate'], 'contracts.overCap', percentOfBp(capBp));
    }
    if (!isTiered(kind) && own.realTime) {
      const rt = own.realTime;
      if (Number(values.profitRate) > Number(rt.profitRate)) over(['profitRate'], 'contracts.overCap', rt.profitRate);
      if (Number(values.lossRate) > Number(rt.lossRate)) over(['lossRate'], 'contracts.overCap', rt.lossRate);
      if (Number(values.minSingleBet) < Number(rt.minSingleBet))
        over(['minSingleBet'], 'contracts.belowOwnBet', rt.minSingleBet);
    }
  });
}

/** A field's text; the resolver hands numbers back as numbers (the contracts' schemas coerce them). */
const text = (value: string | number) => String(value).trim();

/** The tiers as the wire takes them: blank thresholds (and those the kind does not use) left out. */
export function tiersBody(kind: ContractKindName, tiers: TierValues[]): TierInput[] {
  const used: readonly string[] = isTiered(kind) ? THRESHOLDS[kind] : [];
  return tiers.map((tier) => {
    const body: TierInput = { rate: text(tier.rate) };
    if (used.includes('minTeamLoss') && text(tier.minTeamLoss)) body.minTeamLoss = text(tier.minTeamLoss);
    if (used.includes('minValidBet') && text(tier.minValidBet)) body.minValidBet = text(tier.minValidBet);
    if (used.includes('minActiveMembers') && text(tier.minActiveMembers))
      body.minActiveMembers = Number(tier.minActiveMembers);
    return body;
  });
}

/** The kind's terms in the body of an offer or a simulation. */
export function termsBody(kind: ContractKindName, values: TermsValues) {
  if (!isTiered(kind))
    return {
      realTime: {
        profitRate: text(values.profitRate),
        lossRate: text(values.lossRate),
        minSingleBet: text(values.minSingleBet),
      },
    };
  return {
    tiers: tiersBody(kind, values.tiers),
    ...(kind === 'dividend' ? { period: values.period } : {}),
  };
}
