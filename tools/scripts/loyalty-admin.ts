// Mall staff's loyalty command: review receipts, mark customer rewards used, adjust points and
// run the points-expiry job, through the API's admin endpoints (docs/loyalty.md).
//
//   npx tsx tools/scripts/loyalty-admin.ts [--api URL] [--tenant ID | --origin URL] [--key KEY] <command>
//
//   receipts [--status pending|approved|rejected]   list receipts (oldest first)
//   approve <id> [<id> …]                            approve pending receipts (credits points)
//   approve-all                                      approve every pending receipt
//   reject <id> --reason CODE [--note "…"]           reject a pending receipt
//   reverse <id> --reason CODE [--note "…"]          take back an approved receipt's points
//     CODE: unreadable, number-mismatch, amount-mismatch, date-mismatch, duplicate,
//     shop-not-participating, goods-returned, other (other needs --note); the site translates it
//   use <code>                                       mark an active customer reward used
//   adjust <customer-id> <delta> [--bonus] [--note "…"]   add or remove points (a new ledger row)
//   expire                                           run the points-expiry job for the tenant
//
// Defaults: --api $ATRIUM_API_URL or http://localhost:3333; --tenant beta, sent as the Origin of
// the tenant's local site (--origin for a deployed site; an unknown tenant goes as X-Tenant);
// --key $ADMIN_KEY or the development key the API takes when ADMIN_KEY is unset (outside
// production and in the demo mode of `npm start`, from this machine only).
import { parseArgs } from 'node:util';

import { LOCAL_TENANTS, localOrigin } from '@atrium/domain/local-tenants';

const DEV_ADMIN_KEY = 'atrium-dev-admin-key';
/** The local site origin of each tenant (the API finds the tenant from Origin). */
const LOCAL_ORIGINS: Record<string, string> = Object.fromEntries(
  LOCAL_TENANTS.map((tenant) => [tenant.tenantId, localOrigin(tenant)]),
);

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    api: { type: 'string', default: process.env['ATRIUM_API_URL'] ?? 'http://localhost:3333' },
    tenant: { type: 'string', default: 'beta' },
    origin: { type: 'string' },
    key: { type: 'string', default: process.env['ADMIN_KEY'] ?? DEV_ADMIN_KEY },
    status: { type: 'string', default: 'pending' },
    reason: { type: 'string' },
    note: { type: 'string' },
    bonus: { type: 'boolean', default: false },
    user: { type: 'string', default: process.env['USER'] ?? 'cli' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

interface Envelope {
  status: 'success' | 'error';
  data?: unknown;
  message?: string;
  errors?: Record<string, string[]>;
}

async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-admin-key': values.key!,
    'x-admin-user': values.user!,
  };
  const origin = values.origin ?? LOCAL_ORIGINS[values.tenant!];
  if (origin) headers['origin'] = origin;
  else headers['x-tenant'] = values.tenant!;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(new URL(`/v1/admin${path}`, values.api), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json().catch(() => ({}))) as Envelope;
  if (!res.ok || json.status !== 'success') {
    const details = json.errors ? ` ${JSON.stringify(json.errors)}` : '';
    throw new Error(`${res.status} ${json.message ?? res.statusText}${details}`);
  }
  return json.data;
}

interface ReceiptRow {
  id: number;
  customer_id: number;
  company_id: number;
  amount: string;
  purchased_at: string;
  receipt_number: string;
  status: string;
  points: number | null;
  duplicate_image_of: number | null;
  /** Why it waited for staff: duplicate-image, pdf, small-photo, over-limit. */
  hold_reason: string | null;
  reject_reason: string | null;
  reject_note: string | null;
}

async function pendingIds(): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const data = (await call('GET', `/receipts?status=pending&per_page=200&page=${page}`)) as {
      data: ReceiptRow[];
      last_page: number;
    };
    ids.push(...data.data.map((r) => r.id));
    if (page >= data.last_page) return ids;
  }
}

async function main() {
  const [command, ...args] = positionals;
  if (values.help || !command) {
    console.log(
      'usage: loyalty-admin [--api URL] [--tenant ID|--origin URL] [--key KEY] receipts|approve|approve-all|reject|reverse|use|adjust|expire …',
    );
    return;
  }
  switch (command) {
    case 'receipts': {
      const data = (await call('GET', `/receipts?status=${values.status}&per_page=200`)) as {
        data: ReceiptRow[];
        total: number;
      };
      console.log(`${data.total} ${values.status} receipt(s)`);
      for (const r of data.data) {
        const held = [
          r.hold_reason,
          r.duplicate_image_of ? `same photo as #${r.duplicate_image_of}` : null,
        ].filter(Boolean);
        const flag = held.length > 0 ? ` [${held.join(', ')}]` : '';
        console.log(
          `#${r.id} customer ${r.customer_id} shop ${r.company_id} CZK ${r.amount} on ${r.purchased_at} no. ${r.receipt_number} ${r.status}${r.points !== null ? ` ${r.points} pts` : ''}${r.reject_reason ? ` (${[r.reject_reason, r.reject_note].filter(Boolean).join(': ')})` : ''}${flag}`,
        );
      }
      return;
    }
    case 'approve':
    case 'approve-all': {
      const ids = command === 'approve-all' ? await pendingIds() : args.map(Number);
      if (ids.length === 0 || ids.some((n) => !Number.isInteger(n) || n < 1)) {
        throw new Error(command === 'approve' ? 'give receipt ids' : 'no pending receipts');
      }
      for (const id of ids) {
        const r = (await call('POST', `/receipts/${id}/approve`)) as ReceiptRow;
        console.log(`#${r.id} approved: ${r.points} points to customer ${r.customer_id}`);
      }
      return;
    }
    case 'reject': {
      const id = Number(args[0]);
      if (!values.reason) throw new Error('give --reason CODE (and --note "…" for other)');
      const r = (await call('POST', `/receipts/${id}/reject`, {
        reason: values.reason,
        note: values.note,
      })) as ReceiptRow;
      console.log(`#${r.id} rejected: ${r.reject_reason}`);
      return;
    }
    case 'reverse': {
      const id = Number(args[0]);
      if (!values.reason) throw new Error('give --reason CODE (and --note "…" for other)');
      const r = (await call('POST', `/receipts/${id}/reverse`, {
        reason: values.reason,
        note: values.note,
      })) as ReceiptRow;
      console.log(`#${r.id} reversed: ${r.reject_reason}`);
      return;
    }
    case 'use': {
      const r = (await call('POST', '/customer-rewards/use', { code: args[0] ?? '' })) as {
        id: number;
        code: string;
        status: string;
      };
      console.log(`customer reward #${r.id} (${r.code}) is ${r.status}`);
      return;
    }
    case 'adjust': {
      const r = (await call('POST', '/points/adjust', {
        customer_id: Number(args[0]),
        delta: Number(args[1]),
        reason: values.bonus ? 'bonus' : 'adjustment',
        note: values.note,
      })) as { customer_id: number; balance: number };
      console.log(`customer ${r.customer_id}: balance ${r.balance}`);
      return;
    }
    case 'expire': {
      const r = (await call('POST', '/points/expire')) as { customers: number; points: number };
      console.log(`expired ${r.points} points of ${r.customers} customer(s)`);
      return;
    }
    default:
      throw new Error(`unknown command ${command}`);
  }
}

main().catch((error: unknown) => {
  console.error(`loyalty-admin: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
