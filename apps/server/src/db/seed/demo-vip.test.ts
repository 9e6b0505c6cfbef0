import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templatePasswordHashes } from '../../../test/db-template.ts';
import { expectLedgerSound } from '../../../test/factories/ledger.ts';
import { forgetProcessCaches } from '../../lib/process-caches.ts';
import { CLUB_LABEL_SOURCE } from '../../modules/members/club-label.port.ts';
import { membersPort } from '../../modules/members/members.port.ts';
import { deliverPlayEvents } from '../../modules/play-record/play-events.ts';
import { clubLabelFromLevel, vipBetSubscriber } from '../../modules/vip/vip-sources.ts';
import { vipInfo } from '../../modules/vip/vip.usecases.ts';
import { openSqlite, type DbHandle } from '../database.ts';
import { migrateToLatest } from '../migrate.ts';
import { DEMO_ACCOUNTS } from './demo-members.ts';
import { seedIfEmpty } from './seed.ts';

/** The full demo (team included, as `npm start` seeds it): its VIP ladder agrees with demo_player's VIP 3 label. */
let handle: DbHandle;
beforeAll(async () => {
  // Other test files in this process cached their own brand 1 (ladders, calendars).
  forgetProcessCaches();
  handle = openSqlite(':memory:');
  await migrateToLatest(handle.db);
  await seedIfEmpty(handle.db, templatePasswordHashes());
  CLUB_LABEL_SOURCE.current = clubLabelFromLevel;
});
afterAll(async () => handle.close());

describe('demo VIP ladder', () => {
  it('puts demo_player at VIP 3 with the label it always showed, and the team’s play grows levels through the ledger', async () => {
    const db = handle.db;
    const player = (await membersPort.findByUsername(db, 1, DEMO_ACCOUNTS.player.username))!;
    const info = await vipInfo(db, { merchantId: 1, memberId: player.id, language: 'pt' }, new Date());
    expect(info.level).toMatchObject({ rankLevel: 3, name: 'VIP 3', color: '#3b2a00', color2: '#f5c542' });
    expect(info.levels).toHaveLength(8);
    expect(info.progress).toMatchObject({ growth: '7200.00', missingGrowth: '12800.00' });
    const club = (await membersPort.labelsOf(db, player)).find((l) => l.kind === 'club');
    expect(club).toMatchObject({ labelName: 'VIP 3', rankLevel: 3 });
    const delivered = await deliverPlayEvents(db, [vipBetSubscriber]);
    expect(delivered['vip.growth']).toBeGreaterThan(0);
    await expectLedgerSound(db);
  });
});
