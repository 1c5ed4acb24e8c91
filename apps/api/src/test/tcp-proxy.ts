import { readFileSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy on 127.0.0.1 for failure tests, between the API and a server (PostgreSQL, Redis):
 * - `cut()`: every connection is destroyed and the port stops listening (new ones are refused);
 * - `blackhole()`: every connection, open or new, is held without a byte forwarded either way
 *   (a peer that accepts but never answers);
 * - `restore()`: new connections are forwarded again; those a blackhole held are reset, as the
 *   server's side would after a failover or a lost NAT entry, so a client that left one stuck
 *   gets no help from the proxy.
 *
 * Its port lies below the kernel's ephemeral range. While cut, the client under test keeps
 * connecting to it; a port the kernel also hands out as a connection's local port was taken now
 * and then in those seconds (by another connection, or by the client's own: a TCP self-connect to
 * a port nobody listens on), and `restore()` failed with EADDRINUSE.
 */
export interface TcpProxy {
  /** `host:port` to give the client instead of the server's. */
  readonly host: string;
  readonly port: number;
  cut(): Promise<void>;
  blackhole(): void;
  restore(): Promise<void>;
  close(): Promise<void>;
}

interface Link {
  client: Socket;
  upstream: Socket | null;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const links = new Set<Link>();
  let mode: 'forward' | 'blackhole' | 'cut' = 'forward';

  const forward = (link: Link) => {
    if (link.client.destroyed) return;
    if (!link.upstream) {
      const upstream = connect(target.port, target.host);
      upstream.on('error', () => upstream.destroy());
      upstream.on('close', () => link.client.destroy());
      link.upstream = upstream;
    }
    link.client.pipe(link.upstream);
    link.upstream.pipe(link.client);
  };
  const hold = (link: Link) => {
    link.client.unpipe();
    link.client.pause();
    link.upstream?.unpipe();
    link.upstream?.pause();
  };
  const destroy = (link: Link) => {
    link.client.destroy();
    link.upstream?.destroy();
  };

  const server = createServer((client) => {
    const link: Link = { client, upstream: null };
    links.add(link);
    client.on('error', () => client.destroy());
    client.on('close', () => {
      link.upstream?.destroy();
      links.delete(link);
    });
    if (mode === 'forward') forward(link);
    else hold(link);
  });
  const listen = (port: number) => listenOn(server, port);
  const stopListening = () => new Promise<void>((resolve) => server.close(() => resolve()));

  const port = await listenBelowEphemeralRange(listen);

  return {
    host: '127.0.0.1',
    port,
    async cut() {
      mode = 'cut';
      for (const link of links) destroy(link);
      await stopListening();
    },
    blackhole() {
      mode = 'blackhole';
      for (const link of links) hold(link);
    },
    async restore() {
      if (mode === 'cut') await listen(port);
      if (mode === 'blackhole') for (const link of links) destroy(link);
      mode = 'forward';
    },
    async close() {
      for (const link of links) destroy(link);
      if (server.listening) await stopListening();
    },
  };
}

function listenOn(server: Server, port: number): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** The first local port the kernel may pick for an outgoing connection (Linux; else 32768). */
function ephemeralRangeStart(): number {
  try {
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
      .trim()
      .split(/\s+/);
    return Number(low) || 32_768;
  } catch {
    return 32_768;
  }
}

/** Listens on a random free port in [20000, ephemeral range) and returns it. */
async function listenBelowEphemeralRange(listen: (port: number) => Promise<void>): Promise<number> {
  const low = 20_000;
  const high = Math.max(low + 1_000, ephemeralRangeStart());
  for (let attempt = 0; ; attempt++) {
    const port = low + Math.floor(Math.random() * (high - low));
    try {
      await listen(port);
      return port;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt >= 50) throw error;
    }
  }
}
