import { randomBytes, randomUUID } from 'node:crypto';
import { hub88UnitsPerMinor, type Hub88GameUrlRequest } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { playsDemoCredit } from '../launch/game-sessions.usecases.ts';
import { playKindOf, payoutOf, playOnce, type Outcome } from './outcome.ts';
import { sandboxGame, type SandboxGame } from './sandbox-games.ts';
import type { WalletClient, WalletEndpoint, WalletReply } from './wallet-client.ts';

export const SANDBOX_PREFIX = '/sandbox-aggregator';
export type Session = { id: string; user: string; token: string; gameCode: string; currency: string; lang: string };
export type RoundResult = {
  status: string;
  round: string;
  stake: bigint;
  payout: bigint;
  outcome: Outcome | null;
  balance: bigint | null;
};

/** Hub88 units (1/100000 of a currency unit) from minor units of the session's currency, and back. */
const toUnits = (amount: bigint, currency: string) => Number(amount) * hub88UnitsPerMinor(currency);
export const minorOf = (reply: WalletReply, currency: string) =>
  'balance' in reply && typeof reply.balance === 'number'
    ? BigInt(Math.floor(reply.balance / hub88UnitsPerMinor(currency)))
    : null;
/** Hub88's rule for a failed bet: roll it back, except after these two clean refusals. */
const CLEAN_REFUSALS = new Set(['RS_OK', 'RS_ERROR_NOT_ENOUGH_MONEY', 'RS_ERROR_LIMIT_REACHED']);

/**
 * The built-in sandbox aggregator: Hub88's side of the protocol. game/url opens a play session
 * bound to the operator's launch token; each round is a signed bet and a signed win sent to the
 * operator's wallet, exactly as a remote aggregator would send them. Nothing here touches money
 * directly: the operator's wallet answers every call.
 */
export class SandboxAggregator {
  constructor(
    private readonly db: Db,
    private readonly wallet: WalletClient,
  ) {}

  /** game/url (real mode): a play session for a game this aggregator serves. */
  async openSession(request: Hub88GameUrlRequest): Promise<string | undefined> {
    if (!request.user || !request.token) return undefined;
    if (!(await sandboxGame(this.db, request.game_code, 'en'))) return undefined;
    const id = randomBytes(18).toString('base64url');
    await this.db
      .insertInto('sandbox_aggregator_sessions')
      .values({
        id,
        user_id: request.user,
        token: request.token,
        game_code: request.game_code,
        currency: request.currency,
        lang: request.lang ?? 'en',
        lobby_url: request.lobby_url ?? '/',
        created_at: new Date().toISOString(),
      })
      .execute();
    return `${SANDBOX_PREFIX}/play/${id}`;
  }

  async session(id: string): Promise<(Session & { game: SandboxGame; lobbyUrl: string }) | undefined> {
    const row = await this.db
      .selectFrom('sandbox_aggregator_sessions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return undefined;
    const game = await sandboxGame(this.db, row.game_code, row.lang);
    if (!game) return undefined;
    return {
      id,
      user: row.user_id,
      token: row.token,
      gameCode: row.game_code,
      currency: row.currency,
      lang: row.lang,
      lobbyUrl: row.lobby_url,
      game,
    };
  }

  /**
   * Whether a session plays demo credit (a trial account's launch), asked of the operator's own
   * game session behind the token. Test sequences are a testing tool that wins on purpose (a
   * duplicate win pays the round's win every time it is run): they play only on demo credit,
   * never on a member's money. (An expired session's calls are refused by the wallet anyway.)
   */
  playsDemoCredit(s: Session): Promise<boolean> {
    return playsDemoCredit(this.db, s.token);
  }

  /** Fields every wallet call of a session carries. */
  call(s: Session, endpoint: WalletEndpoint, body: Record<string, unknown> = {}) {
    return this.wallet(endpoint, { user: s.user, token: s.token, game_code: s.gameCode, ...body });
  }

  bet(s: Session, tx: string, round: string, stake: bigint) {
    return this.call(s, 'transaction/bet', {
      transaction_uuid: tx,
      supplier_transaction_id: `sbx-${tx}`,
      round,
      round_closed: false,
      currency: s.currency,
      amount: toUnits(stake, s.currency),
      bet: 'base',
      is_free: false,
      meta: {},
    });
  }

  win(s: Session, tx: string, betTx: string, round: string, payout: bigint) {
    return this.call(s, 'transaction/win', {
      transaction_uuid: tx,
      reference_transaction_uuid: betTx,
      supplier_transaction_id: `sbx-${tx}`,
      round,
      round_closed: true,
      currency: s.currency,
      amount: toUnits(payout, s.currency),
      is_free: false,
    });
  }

  rollback(s: Session, tx: string, betTx: string, round: string) {
    return this.call(s, 'transaction/rollback', {
      transaction_uuid: tx,
      reference_transaction_uuid: betTx,
      round,
      round_closed: true,
    });
  }

  async balance(s: Session): Promise<WalletReply> {
    return this.call(s, 'user/balance');
  }

  /** One round: bet, play, win (0 closes a lost round). A failed bet is rolled back; a win is retried. */
  async playRound(s: Session & { game: SandboxGame }, stake: bigint): Promise<RoundResult> {
    const round = randomUUID();
    const betTx = randomUUID();
    const bet = await this.bet(s, betTx, round, stake);
    if (bet.status !== 'RS_OK') {
      if (!CLEAN_REFUSALS.has(bet.status)) await this.rollback(s, randomUUID(), betTx, round);
      const now = bet.status === 'NO_ANSWER' ? await this.balance(s) : bet;
      return { status: bet.status, round, stake, payout: 0n, outcome: null, balance: minorOf(now, s.currency) };
    }
    const outcome = playOnce(playKindOf(s.game.category));
    const payout = payoutOf(stake, outcome.multiplier);
    const winTx = randomUUID();
    let win: WalletReply = bet;
    for (let attempt = 0; attempt < 3; attempt++) {
      win = await this.win(s, winTx, betTx, round, payout);
      if (win.status !== 'NO_ANSWER') break;
    }
    return { status: win.status, round, stake, payout, outcome, balance: minorOf(win, s.currency) };
  }
}
