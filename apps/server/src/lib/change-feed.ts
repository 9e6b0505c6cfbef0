/**
 * "Something about these members changed": the signal that keeps in-memory caches (sessions,
 * header balances) exact. Use cases emit after their transaction commits; caches subscribe. With
 * several server instances a relay (PostgreSQL LISTEN/NOTIFY) carries each change to the others.
 */
export type MemberChange = { kind: 'member' | 'balance' | 'sessions'; memberIds: number[] };
/** An operator's sessions changed (logout): its open sockets re-check theirs. */
export type OperatorChange = { kind: 'operator-sessions'; operatorIds: number[] };
export type Change = MemberChange | OperatorChange;
type Listener = (change: Change) => void;

class ChangeFeed {
  private readonly listeners = new Set<Listener>();
  private relay: ((change: Change) => void) | undefined;

  emit(change: Change): void {
    if ((change.kind === 'operator-sessions' ? change.operatorIds : change.memberIds).length === 0) return;
    this.deliver(change);
    this.relay?.(change);
  }

  /** A change that another instance made: deliver here, do not relay it back out. */
  deliver(change: Change): void {
    for (const listener of this.listeners) listener(change);
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  setRelay(relay: ((change: Change) => void) | undefined): void {
    this.relay = relay;
  }
}

export const changeFeed = new ChangeFeed();
