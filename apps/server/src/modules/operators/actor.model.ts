/**
 * Who performs a back-office step: an operator (console) or the CLI (operatorId null). A scope
 * of null reaches every brand; otherwise records of other brands look like they do not exist.
 */
export type Actor = { operatorId: number | null; merchantScope: number | null };

export const CLI_ACTOR: Actor = { operatorId: null, merchantScope: null };

export const inScope = (actor: Actor, merchantId: number) =>
  actor.merchantScope === null || actor.merchantScope === merchantId;
