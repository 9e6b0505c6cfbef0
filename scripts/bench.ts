/**
 * Benchmarks: `npm run bench -- <name>`. Each one prints its figures and exits non-zero when its
 * own sanity checks fail (for instance a ledger that does not reconcile after the load).
 */
export {};

const BENCHES: Record<string, () => Promise<{ run: (args: string[]) => Promise<number> }>> = {
  wallet: () => import('./bench/wallet.ts'),
  bundle: () => import('./bench/bundle.ts'),
  lighthouse: () => import('./bench/lighthouse.ts'),
  lottery: () => import('./bench/lottery.ts'),
  crash: () => import('./bench/crash.ts'),
  games: () => import('./bench/games.ts'),
  inhouse: () => import('./bench/inhouse.ts'),
  playrecord: () => import('./bench/playrecord.ts'),
  promotions: () => import('./bench/promotions.ts'),
  agents: () => import('./bench/agents.ts'),
  contracts: () => import('./bench/contracts.ts'),
};

const [name, ...args] = process.argv.slice(2);
const load = name ? BENCHES[name] : undefined;
if (!load) {
  console.error(`Usage: npm run bench -- <${Object.keys(BENCHES).join('|')}>`);
  process.exitCode = 2;
} else {
  const bench = await load();
  process.exitCode = await bench.run(args);
}
