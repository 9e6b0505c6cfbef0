import { BlockList, isIP } from 'node:net';

/** Block lists by entry list: brands are reloaded (new arrays) when changed, so a WeakMap stays fresh. */
const blockLists = new WeakMap<readonly string[], BlockList>();

function blockListOf(entries: readonly string[]): BlockList {
  let list = blockLists.get(entries);
  if (list) return list;
  list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const entryFamily = isIP(address);
    if (!entryFamily) continue;
    const type = entryFamily === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  blockLists.set(entries, list);
  return list;
}

/** Entries are single addresses or CIDR blocks ("203.0.113.0/24", "2001:db8::/32"). */
export function ipMatches(ip: string, entries: readonly string[]): boolean {
  if (entries.length === 0) return false;
  const plain = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  const family = isIP(plain);
  if (!family) return false;
  return blockListOf(entries).check(plain, family === 6 ? 'ipv6' : 'ipv4');
}
