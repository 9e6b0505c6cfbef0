/**
 * Agent types as numbers, free of zod and of imports: the first screens read them (the side menu
 * tells a trial account apart), and a constant taken from a file with schemas would bring the
 * schema library into the first load.
 */
export const TRIAL_AGENT_TYPE = 4;
export const isAgentType = (type: number) => type === 1 || type === 2 || type === 41 || type === 42;
