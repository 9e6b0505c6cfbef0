import { describe, expect, it } from 'vitest';
import { useAdminHarness } from '../../test/admin-cli.ts';
import { MONEY_MOVEMENT_LISTENERS } from '../modules/play-record/money-movements.port.ts';
import { PLAY_EVENT_SUBSCRIBERS } from '../modules/play-record/play-events.port.ts';
import { teamMembersMoneyListener, teamMembersSubscriber } from '../modules/agents/team-member-periods.ts';
import { COMMANDS } from './admin.ts';

const h = useAdminHarness();

describe('admin CLI dispatcher', () => {
  it('money moved from the CLI reaches the agents team member periods (their hooks are registered here too)', async () => {
    await h.ok('help');
    expect(MONEY_MOVEMENT_LISTENERS).toContain(teamMembersMoneyListener);
    expect(PLAY_EVENT_SUBSCRIBERS).toContain(teamMembersSubscriber);
  });

  it('help lists every command with one line each', async () => {
    const stdout = await h.ok('help');
    for (const command of COMMANDS) expect(stdout).toMatch(new RegExp(`^  ${command.name} +\\S`, 'm'));
    expect(stdout).toContain('--merchant <code>');
  });

  it('help <command> shows its usage; no command at all prints help but exits 2', async () => {
    expect((await h.run('help', 'flags:set')).stdout).toContain('flags:set <MODID> on|off');
    expect((await h.run('region:set', '--help')).stdout).toContain('Options: --allow, --block, --ip-allow');
    const bare = await h.run();
    expect(bare.code).toBe(2);
    expect(bare.stdout).toContain('Arcadia operator commands');
  });

  it('refuses an unknown command with exit 2, listing the valid ones', async () => {
    const { code, stderr } = await h.run('flag');
    expect(code).toBe(2);
    expect(stderr).toContain("Unknown command 'flag'. Commands: merchants, flags, flags:set");
  });

  it('refuses unknown options and options that do not belong to the command', async () => {
    const unknown = await h.run('flags', '--colour');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("Unknown option '--colour'");
    const misplaced = await h.run('flags', '--until', '2030-01-01');
    expect(misplaced.code).toBe(2);
    expect(misplaced.stderr).toContain("Option --until does not apply to 'flags'. Valid options: --merchant, --json");
  });

  it('refuses extra positional arguments with the usage line', async () => {
    const { code, stderr } = await h.run('maintenance', 'on');
    expect(code).toBe(2);
    expect(stderr).toContain('Usage: maintenance');
  });

  it('--merchant picks a brand; an unknown one exits 1 listing the valid codes', async () => {
    expect((await h.run('flags', '--merchant', 'arcadia')).code).toBe(0);
    const { code, stderr } = await h.run('flags', '--merchant', 'nope');
    expect(code).toBe(1);
    expect(stderr).toBe("Error: Unknown merchant 'nope'. Valid codes: arcadia.\n");
  });

  it('under --json, errors are JSON on stderr too', async () => {
    const { code, stderr, stdout } = await h.run('flags', '--merchant', 'nope', '--json');
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(JSON.parse(stderr)).toMatchObject({ ok: false, code: 'not_found' });
    expect(JSON.parse((await h.run('nope', '--json')).stderr)).toMatchObject({ ok: false, code: 'cli.usage' });
  });
});

describe('merchants', () => {
  it('lists brands with code, name, default language, languages and domains', async () => {
    const stdout = await h.ok('merchants');
    expect(stdout).toMatch(/^CODE +NAME +DEFAULT +LANGUAGE +LANGUAGES +DOMAINS$/m);
    expect(stdout).toMatch(
      /^arcadia +Arcadia Demo +yes +pt +pt, en, zh, id, th, vi +localhost \(route\), 127\.0\.0\.1 \(route\)$/m,
    );
  });

  it('prints machine output with --json', async () => {
    const [demo] = JSON.parse((await h.run('merchants', '--json')).stdout);
    expect(demo).toMatchObject({
      code: 'arcadia',
      isDefault: true,
      defaultLanguage: 'pt',
      languages: ['pt', 'en', 'zh', 'id', 'th', 'vi'],
    });
    expect(demo.domains).toContainEqual({ domain: '127.0.0.1', isRoute: true });
  });
});
