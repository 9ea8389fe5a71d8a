import { readFileSync } from 'node:fs';
import { messages } from '@depot/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sales } from '../../src/db/schema';
import { insertAccount, newEmployee, sellGallons, unique, type LoggedIn } from '../fixtures';
import { useTestApp } from '../use-test-app';
import { newFarm, type TestFarm } from '../iot-fixtures';
import { newDepot, type TestDepot } from '../telemetry';
import { insertTracker } from '../tracker-fixtures';

/**
 * docs/roles.md's table, cell by cell: each endpoint as depot A's owner, A's employee, and
 * another depot's employee. Every route with access `depot` or `owner` must have a row.
 */
type Column = 'owner' | 'employee' | 'otherEmployee';
const COLUMNS: Column[] = ['owner', 'employee', 'otherEmployee'];

interface Row {
  method: string;
  /** As the route table spells it: `/api/sales/:id`. */
  url: string;
  /** The row's words after the endpoint, e.g. `(own sale, made today)`. */
  variant: string;
  cells: Record<Column, boolean>;
}

const ROLES_MD = new URL('../../../../docs/roles.md', import.meta.url);

function rowsOfDoc(): Row[] {
  const rows: Row[] = [];
  for (const line of readFileSync(ROLES_MD, 'utf8').split('\n')) {
    const m = /^\| `(GET|POST|PUT|DELETE) ([^`]+)`\s*([^|]*)\|([^|]*)\|([^|]*)\|([^|]*)\|/.exec(
      line,
    );
    if (!m) continue;
    const [, method, path, variant, ...marks] = m as unknown as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    const allowed = marks.map((c) => {
      if (c.trim() === '✓') return true;
      if (c.trim() === '✗') return false;
      throw new Error(`docs/roles.md: cell '${c}' in ${line}`);
    });
    rows.push({
      method,
      url: path.replace(/\{(\w+)\}/g, ':$1'),
      variant: variant.trim(),
      cells: { owner: allowed[0]!, employee: allowed[1]!, otherEmployee: allowed[2]! },
    });
  }
  return rows;
}

// A broker, so that the owner's actuator command is sent (202) rather than refused (503).
const t = useTestApp({ mqtt: {} });
let a: TestDepot;
let b: TestDepot;
const callers = {} as Record<Column, LoggedIn>;

beforeAll(async () => {
  a = await newDepot(t);
  b = await newDepot(t);
  callers.owner = {
    id: a.accountId,
    username: a.username,
    headers: await t.authAs(a.username, a.password),
  };
  callers.employee = await newEmployee(t, a.username);
  callers.otherEmployee = await newEmployee(t, b.username);
  await insertTracker(t.db, a.accountId, { id: `${a.username}-motor-1`, name: 'Motor 1' });
});

/** A sale of depot A rung up by `by`, moved to yesterday when asked. */
async function saleOfA(by: LoggedIn, { yesterday = false } = {}) {
  const id = await sellGallons(t, by.headers, a.username);
  if (yesterday) {
    await t.db
      .update(sales)
      .set({ createdAt: new Date(Date.now() - 26 * 3600 * 1000) })
      .where(eq(sales.id, id));
  }
  return id;
}

let farmOfA: Promise<TestFarm> | undefined;

/** A half hour of its own for each shift the table's rows make, so that none overlaps another. */
let shiftsMade = 0;
function shiftBody() {
  const hour = String(shiftsMade++).padStart(2, '0');
  return { name: unique('Shift'), start: `${hour}:00`, end: `${hour}:30` };
}

/** A shift of depot A, made by its owner. */
async function shiftOfA() {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/shifts/${a.username}`,
    headers: callers.owner.headers,
    payload: shiftBody(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return String(res.json<{ shift: { id: number } }>().shift.id);
}

/** The 8 bytes every PNG starts with. */
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PRODUCT = { name: 'Tutup Galon', price: 1000, priceDelivery: 1000 };

/** A product depot A's owner added to its catalogue. */
async function productOfA() {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/products/${a.username}`,
    headers: callers.owner.headers,
    payload: PRODUCT,
  });
  expect(res.statusCode, res.body).toBe(201);
  return String(res.json<{ product: { id: number } }>().product.id);
}

/** A fresh WhatsApp number for each customer the table's rows make. */
let customersMade = 0;
const newPhone = () => `0812${String(10_000_000 + customersMade++)}`;

/** A customer of depot A owing one Utang sale (Rp 6.000), made by A's owner. */
async function customerOfA() {
  const made = await t.app.inject({
    method: 'POST',
    url: `/api/customers/${a.username}`,
    headers: callers.owner.headers,
    payload: { name: 'Bu Sari', phone: newPhone() },
  });
  expect(made.statusCode, made.body).toBe(201);
  const id = made.json<{ customer: { id: number } }>().customer.id;
  const sale = await t.app.inject({
    method: 'POST',
    url: '/api/sales',
    headers: callers.owner.headers,
    payload: {
      username: a.username,
      cart: [{ id: 1, quantity: 1, isDelivery: false }],
      payment: { method: 'utang' },
      customer_id: id,
    },
  });
  expect(sale.statusCode, sale.body).toBe(200);
  return String(id);
}

/** The one-time PIN depot A's owner's screen shows: a clock-in without a phone fix. */
async function pinOfA() {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/attendance/${a.username}/pin`,
    headers: callers.owner.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ pin: string }>().pin;
}

/** The `:id` a row acts on, made fresh for each cell (a delete uses its target up). */
async function idFor(row: Row, caller: Column): Promise<string> {
  if (row.url === '/api/sales/:id') {
    // The other depot's employee is refused on any of A's sales: it uses the employee's own.
    const maker = caller === 'otherEmployee' ? callers.employee : callers[caller];
    if (row.variant.includes('another cashier')) {
      return String(await saleOfA(caller === 'employee' ? callers.owner : callers.employee));
    }
    return String(await saleOfA(maker, { yesterday: row.variant.includes('earlier day') }));
  }
  // One farm for depot A: the refused cells never reach it, the owner's one command does.
  if (row.url === '/api/sf/actuators/:id/command')
    return (farmOfA ??= newFarm(t, a)).then((f) => f.pump);
  if (row.url === '/api/shifts/:username/:id') return shiftOfA();
  if (row.url === '/api/products/:username/:id') return productOfA();
  if (row.url.startsWith('/api/customers/:username/:id')) return customerOfA();
  if (row.url.startsWith('/api/employees/')) {
    const id = await insertAccount(t.db, {
      username: unique('staf'),
      password: 'rahasia123',
      employerId: a.accountId,
    });
    return String(id);
  }
  throw new Error(`docs/roles.md row ${row.method} ${row.url}: no id for it in this test`);
}

const QUERIES: Record<string, string> = {
  '/api/events': `?username=${'{a}'}`,
  '/api/reports/:username/daily': '?month=2024-03',
  '/api/pdam/total-usage/:username': '?month=03&year=2024',
  '/api/pdam/usage-history/:username':
    '?month=03&year=2024&pdamId=pam-jaya&golonganId=rt-menengah-1',
  '/api/tracker/history/:username': '?start_date=2024-03-05&end_date=2024-03-05',
  '/api/tracker/summary/:username': '?start_date=2024-03-05&end_date=2024-03-05',
  '/api/pos/:username/sales.csv': '?from=2024-03-01&to=2024-03-05',
  '/api/reports/:username/report.csv': '?from=2024-03-01&to=2024-03-05',
  '/api/reconciliation/:username/days.csv': '?from=2024-03-01&to=2024-03-05',
};

async function bodyFor(row: Row, caller: Column): Promise<Record<string, unknown> | undefined> {
  const key = `${row.method} ${row.url}`;
  if (key === 'POST /api/shifts/:username' || key === 'PUT /api/shifts/:username/:id') {
    return shiftBody();
  }
  // Each clocks themself in (and later out) with a fresh PIN, one use each.
  if (row.url.startsWith('/api/attendance/:username/clock-')) return { pin: await pinOfA() };
  if (key === 'PUT /api/reconciliation/:username/settings') return { gap_threshold_gallons: 3 };
  if (key === 'POST /api/sales') {
    return { username: a.username, cart: [{ id: 1, quantity: 1, isDelivery: false }] };
  }
  if (key === 'POST /api/products/:username' || key === 'PUT /api/products/:username/:id') {
    return PRODUCT;
  }
  // The owner's upload comes first in the table, so that reading and deleting it find one.
  if (key === 'PUT /api/products/:username/qris') {
    return {
      image: `data:image/png;base64,${Buffer.from([...PNG_MAGIC, 0, 0, 0, 0]).toString('base64')}`,
    };
  }
  if (key === 'POST /api/customers/:username') return { name: 'Pak Budi', phone: newPhone() };
  if (key === 'POST /api/customers/:username/:id/payments') return { amount: 1000 };
  // A sale of the caller's own first, so that their till has something to close.
  if (key === 'POST /api/cash-close/:username') {
    if (caller !== 'otherEmployee') await saleOfA(callers[caller]);
    return { counted_cash: 6000 };
  }
  if (key === 'POST /api/pdam/calculate-bill') {
    return { pdamId: 'pam-jaya', golonganId: 'rt-menengah-1', usageM3: 25 };
  }
  if (key === 'POST /api/employees/:username') {
    return { username: unique('staf'), password: 'rahasia123', name: 'Siti' };
  }
  if (key === 'PUT /api/employees/:username/:id') return { name: 'Siti Rahma' };
  if (key === 'POST /api/sf/actuators/:id/command') return { command: 'TURN_ON' };
  if (key === 'PUT /api/cctv/:username') return { slot: 1, url: null };
  if (key === 'PUT /api/profile/:username') {
    return {
      depot_name: 'Depot Peran',
      address: 'Jl. Peran No. 1',
      phone: null,
      opening_hours: null,
      latitude: null,
      longitude: null,
      show_on_public_map: false,
      tanks: [],
    };
  }
  if (key === 'PUT /api/auth/password') {
    // The same password again: the change is made (and ends the caller's other sessions).
    const password = caller === 'owner' ? a.password : 'rahasia123';
    return { currentPassword: password, newPassword: password };
  }
  if (row.method === 'GET' || row.method === 'DELETE') return undefined;
  return {};
}

async function call(row: Row, caller: Column) {
  let url =
    row.url.replace(':username', a.username) + (QUERIES[row.url] ?? '').replace('{a}', a.username);
  if (url.includes(':id')) url = url.replace(':id', await idFor(row, caller));
  // Logging out and a new password end the caller's token: those rows use a session of their own.
  const headers =
    row.url === '/api/auth/logout' || row.url === '/api/auth/password'
      ? await t.authAs(callers[caller].username, caller === 'owner' ? a.password : 'rahasia123')
      : callers[caller].headers;
  const body = await bodyFor(row, caller);
  const res = await t.app.inject({
    method: row.method as 'GET',
    url,
    headers,
    ...(body ? { payload: body } : {}),
    payloadAsStream: true,
  });
  const stream = res.stream();
  let text = '';
  if (String(res.headers['content-type']).startsWith('text/event-stream')) stream.destroy();
  else for await (const chunk of stream) text += String(chunk);
  return { status: res.statusCode, text };
}

/** The message a refusal must carry, when it is a 403. */
function refusal(row: Row, caller: Column, access: string) {
  if (access === 'owner') return messages.api.ownerOnly;
  if (caller === 'employee' && row.url === '/api/sales/:id')
    return messages.employees.deleteSaleSameDay;
  return messages.api.forbidden;
}

describe('roles (docs/roles.md)', () => {
  const rows = rowsOfDoc();

  it('has a row for every route open to owners or employees, and only real routes', () => {
    const documented = new Set(rows.map((r) => `${r.method} ${r.url}`));
    const missing = t.app.routeTable
      .filter((r) => r.access === 'depot' || r.access === 'owner')
      .map((r) => `${r.method} ${r.url}`)
      .filter((key) => !documented.has(key));
    expect(missing).toEqual([]);
    const routes = new Set(t.app.routeTable.map((r) => `${r.method} ${r.url}`));
    // Rows of routes that land with parallel work are named in prose, not in the table.
    expect([...documented].filter((key) => !routes.has(key))).toEqual([]);
  });

  it('an owner-only route is declared `owner`, an employee route `depot`', () => {
    for (const row of rows) {
      const route = t.app.routeTable.find((r) => r.method === row.method && r.url === row.url);
      const expected = row.cells.employee || row.variant !== '' ? 'depot' : 'owner';
      if (row.url !== '/api/auth/logout' && row.url !== '/api/auth/password')
        expect(route?.access, `${row.method} ${row.url}`).toBe(expected);
    }
  });

  it('every cell answers as the table says', async () => {
    const failures: string[] = [];
    for (const row of rows) {
      const access = t.app.routeTable.find(
        (r) => r.method === row.method && r.url === row.url,
      )!.access;
      for (const caller of COLUMNS) {
        const res = await call(row, caller);
        const where = `${row.method} ${row.url} ${row.variant} as ${caller}: ${res.status} ${res.text.slice(0, 120)}`;
        if (row.cells[caller]) {
          if (res.status < 200 || res.status >= 300) failures.push(where);
          continue;
        }
        // Another depot's record named by id alone answers as a missing one would; one under
        // depot A's name is refused for naming another depot.
        const notFound =
          caller === 'otherEmployee' &&
          row.url.includes(':id') &&
          !row.url.includes(':username') &&
          access === 'depot';
        if (notFound) {
          if (res.status !== 404) failures.push(where);
        } else if (
          res.status !== 403 ||
          JSON.parse(res.text).message !== refusal(row, caller, access)
        ) {
          failures.push(where);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
