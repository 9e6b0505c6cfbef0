import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/test-db.ts';
import { fund, newMember } from '../../../test/wallet-fixtures.ts';
import { downlinesRepository } from './downlines.repository.ts';

/** Downline management sorted by balance: every team member, those without a wallet at zero, ties by id. */
const database = useTestDatabase();
const db = () => database().db;

describe('downlines by balance', () => {
  it('pages the whole team by its real-money balance, searched or not, and never shows another team', async () => {
    const agent = await newMember(db(), { isAgent: 1 });
    const sub = await newMember(db(), { isAgent: 41, uplineId: agent.member.id });
    const rich = await newMember(db(), { uplineId: sub.member.id });
    const poor = await newMember(db(), { uplineId: agent.member.id });
    const walletless = await newMember(db(), { uplineId: agent.member.id });
    const outsider = await newMember(db());
    await fund(db(), rich.member.id, 9_000n);
    await fund(db(), poor.member.id, 100n);
    await fund(db(), sub.member.id, 500n);
    await fund(db(), outsider.member.id, 99_999n);
    const team = { rootId: agent.member.id, minDepth: 1, maxDepth: null };
    const ids = async (desc: boolean, filter = {}, limit = 10, offset = 0) =>
      (
        await downlinesRepository.page(db(), agent.member.id, team, filter, 'balance', { limit, offset, desc })
      ).rows.map((r) => [r.username, r.balance]);
    const byBalance = [
      [rich.member.username, 9_000n],
      [sub.member.username, 500n],
      [poor.member.username, 100n],
      [walletless.member.username, 0n],
    ];
    expect(await ids(true)).toEqual(byBalance);
    expect(await ids(false)).toEqual([...byBalance].reverse());
    expect(await ids(true, {}, 2, 1)).toEqual(byBalance.slice(1, 3));
    expect(await ids(true, { search: rich.member.username })).toEqual([byBalance[0]]);
    expect(await ids(true, { type: 41 })).toEqual([byBalance[1]]);
  });
});
