// The load of the cluster test (cluster.test.ts): workers in a loop of public reads (API lists
// and a server-rendered page) and staff writes that add a ledger row each (a point bonus for one
// member), every request recorded with its start, end and outcome.

export interface LoadTarget {
  url: string;
  adminKey: string;
  customerId: number;
  /** A word in every write's note, so this run's ledger rows can be told apart. */
  tag: string;
}

export interface RequestRecord {
  kind: 'read' | 'page' | 'write';
  path: string;
  start: number;
  end: number;
  status: number | null;
  error: string | null;
  requestId: string | null;
  /** Writes: the note sent, the delta and, when acknowledged, the ledger entry id. */
  note?: string;
  delta?: number;
  entryId?: number;
}

export const ok = (r: RequestRecord) => r.status !== null && r.status >= 200 && r.status < 300;

const READS = [
  '/v1/news?per_page=8',
  '/v1/events?per_page=8',
  '/v1/companies?per_page=12',
  '/v1/categories',
  '/v1/malls',
  '/v1/rewards',
];

export class Load {
  readonly records: RequestRecord[] = [];
  readonly inFlight = new Set<RequestRecord>();
  private running = false;
  private workers: Promise<void>[] = [];
  private seq = 0;

  constructor(
    private readonly target: LoadTarget,
    private readonly options: { workers: number; writeShare: number; pageShare: number },
  ) {}

  start(): void {
    this.running = true;
    this.workers = Array.from({ length: this.options.workers }, () => this.worker());
  }

  /** Stops starting requests and waits for those in flight. */
  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.workers);
  }

  /** The requests in flight right now (a copy). */
  snapshot(): Set<RequestRecord> {
    return new Set(this.inFlight);
  }

  private async worker(): Promise<void> {
    while (this.running) {
      const dice = Math.random();
      const record =
        dice < this.options.writeShare
          ? await this.write()
          : dice < this.options.writeShare + this.options.pageShare
            ? await this.request('page', '/en', { method: 'GET' })
            : await this.request('read', READS[this.seq++ % READS.length]!, { method: 'GET' });
      this.records.push(record);
    }
  }

  private async write(): Promise<RequestRecord> {
    const note = `${this.target.tag}:${++this.seq}`;
    const delta = 1 + (this.seq % 5);
    const record = await this.request(
      'write',
      '/v1/admin/points/adjust',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-admin-key': this.target.adminKey },
        body: JSON.stringify({
          customer_id: this.target.customerId,
          delta,
          reason: 'bonus',
          note,
        }),
      },
      (body) => ({ entryId: (body as { data?: { entry_id?: number } }).data?.entry_id }),
    );
    return Object.assign(record, { note, delta });
  }

  private async request(
    kind: RequestRecord['kind'],
    path: string,
    init: RequestInit,
    read?: (body: unknown) => Partial<RequestRecord>,
  ): Promise<RequestRecord> {
    const record: RequestRecord = {
      kind,
      path,
      start: Date.now(),
      end: 0,
      status: null,
      error: null,
      requestId: null,
    };
    this.inFlight.add(record);
    try {
      const response = await fetch(`${this.target.url}${path}`, {
        ...init,
        headers: { origin: this.target.url, ...(init.headers as Record<string, string>) },
        signal: AbortSignal.timeout(30_000),
      });
      record.status = response.status;
      record.requestId = response.headers.get('x-request-id');
      const text = await response.text();
      if (ok(record) && read) Object.assign(record, read(JSON.parse(text)));
      if (!ok(record)) record.error = text.slice(0, 200);
    } catch (error) {
      record.error = String((error as Error).cause ?? error);
    } finally {
      record.end = Date.now();
      this.inFlight.delete(record);
    }
    return record;
  }
}

/** One line per failure, for a test's message. */
export function describeFailures(records: RequestRecord[], since: number): string {
  return records
    .filter((r) => !ok(r))
    .map(
      (r) =>
        `${r.kind} ${r.path} +${r.start - since}..+${r.end - since} ms: ${r.status ?? 'no answer'} ${r.error ?? ''}`,
    )
    .join('\n');
}
