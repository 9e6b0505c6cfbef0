import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { agentTypeSchema, isAgentType, TRIAL_AGENT_TYPE } from '../index.ts';

describe('agent types', () => {
  it('keeps the constants free of zod and of imports so the first load can read them', () => {
    const text = readFileSync(`${import.meta.dirname}/agent-types.ts`, 'utf8');
    expect(text).not.toMatch(/^import /m);
  });

  it('names the trial type among the valid agent types, and only real agents as agents', () => {
    expect(agentTypeSchema.safeParse(TRIAL_AGENT_TYPE).success).toBe(true);
    expect(isAgentType(TRIAL_AGENT_TYPE)).toBe(false);
    expect([1, 2, 41, 42].every(isAgentType)).toBe(true);
  });
});
