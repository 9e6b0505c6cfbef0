import { changeFeed, type Change } from './change-feed.ts';
import { openNotifyChannel, type Log } from './pg-notify.ts';

/**
 * Carries change-feed events between server instances that share a PostgreSQL database, with
 * LISTEN/NOTIFY on one dedicated connection. Each instance ignores its own echoes.
 */
export async function startPgChangeRelay(
  url: string,
  log: Log,
  channel = 'arcadia_changes',
): Promise<() => Promise<void>> {
  const notify = await openNotifyChannel<{ change: Change }>({
    url,
    channel,
    senders: 2,
    log,
    warnings: {
      unreadable: 'unreadable change notification',
      connectionFailed: 'change relay connection failed; caches fall back to their time limit',
      sendFailed: 'could not relay a change; other instances rely on their cache time limit',
    },
    receive: ({ change }) => changeFeed.deliver(change),
  });
  changeFeed.setRelay((change) => notify.send({ change }));
  return async () => {
    changeFeed.setRelay(undefined);
    await notify.close();
  };
}
