// Who is connecting: the address the per-address connection limit counts (docs/realtime.md
// "Limits"). The socket's peer, or — only when that peer is a proxy the gateway was told to trust
// (REALTIME_TRUST_PROXY) — the X-Forwarded-For hop the trusted proxies recorded before them. A
// client writes whatever it likes in that header, so without trusted proxies it is never read.
import { BlockList, isIP } from 'node:net';

/**
 * `REALTIME_TRUST_PROXY`: comma-separated IP addresses or CIDR ranges (`10.0.0.0/8`,
 * `fd00::/8`, `127.0.0.1`). Throws an Error naming the first entry that is not one; `/0` is
 * refused too, since trusting every peer would let any client choose its address.
 */
export function parseTrustedProxyList(raw: string): string[] {
  const entries = raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address = '', prefix, extra] = entry.split('/');
    const family = isIP(address);
    const bits = family === 6 ? 128 : 32;
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits);
    if (!family || !prefixOk || extra !== undefined) {
      throw new Error(`expected an IP address or CIDR range, got "${entry}"`);
    }
    if (prefix !== undefined && Number(prefix) === 0) {
      throw new Error(`"${entry}" would trust every address; list the proxies' own addresses`);
    }
  }
  return entries;
}

/** The trusted proxies as a BlockList (checked per upgrade); null when there are none. */
export function trustedProxySet(entries: readonly string[]): BlockList | null {
  if (entries.length === 0) return null;
  const list = new BlockList();
  for (const entry of parseTrustedProxyList(entries.join(','))) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

/** `::ffff:192.0.2.1` (an IPv4 peer on a dual-stack socket) → `192.0.2.1`; a zone id dropped. */
export function normalizeAddress(address: string): string {
  const plain = address.trim().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(plain);
  return mapped?.[1] ?? plain.toLowerCase();
}

function isTrusted(trusted: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && trusted.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The client's address: the peer's, or — walking X-Forwarded-For from the right while the
 * address at hand is a trusted proxy — the first hop that is not one. A hop that is not an IP
 * address stops the walk at the proxy that passed it on, so the connection counts against that
 * proxy rather than against a name the client made up.
 */
export function clientAddress(
  remoteAddress: string | undefined,
  forwardedFor: string | undefined,
  trusted: BlockList | null,
): string {
  let address = normalizeAddress(remoteAddress ?? '');
  if (!trusted || !forwardedFor) return address;
  const hops = forwardedFor.split(',');
  while (hops.length > 0 && isTrusted(trusted, address)) {
    const hop = normalizeAddress(hops.pop() ?? '');
    if (!isIP(hop)) break;
    address = hop;
  }
  return address;
}

/**
 * The key the per-address limit counts under: an IPv4 address as it is, an IPv6 address by its
 * /64 network. One IPv6 host is normally given a whole /64 and can use any address in it, so
 * counting single IPv6 addresses would let one machine open the limit once per address.
 */
export function addressKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const groups = expandIpv6(address);
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, as lowercase hex without leading zeros. */
function expandIpv6(address: string): string[] {
  let text = address;
  // A dotted IPv4 tail (`64:ff9b::192.0.2.1`) is the last two groups.
  const tail = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const missing = rest === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((g) =>
    parseInt(g, 16).toString(16),
  );
}
