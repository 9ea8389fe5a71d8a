import { messages, type Employee, type EmployeeResult } from '@depot/contract';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema';
import {
  asAdmin,
  login,
  newEmployee,
  newOwner,
  register,
  unique,
  validRegistration,
  type LoggedIn,
  sellGallons,
} from '../fixtures';
import { newClientAddress } from '../helpers';
import { useTestApp } from '../use-test-app';

const t = useTestApp();
let owner: LoggedIn;
let other: LoggedIn;
beforeAll(async () => {
  owner = await newOwner(t, 'pemilik');
  other = await newOwner(t, 'lain');
});

type Headers = Record<string, string> | null;

function send(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  headers: Headers = owner.headers,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url: `/api/employees/${path}`,
    headers: headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function add(name = 'Siti Rahma', depot = owner) {
  const username = unique('kasir');
  const res = await send('POST', depot.username, depot.headers, {
    username,
    password: 'rahasia123',
    name,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<EmployeeResult>().employee as Employee;
}

const loginAs = async (username: string, password = 'rahasia123') => t.authAs(username, password);

/** A call an employee makes all day: their depot's tanks. */
const tanks = (headers: Headers) =>
  t.app.inject({ method: 'GET', url: `/api/tanks/${owner.username}`, headers: headers ?? {} });

describe('employees API', () => {
  it('adds an employee who logs in as one, for the owner’s depot', async () => {
    const username = unique('Kasir');
    const res = await send('POST', owner.username, owner.headers, {
      username,
      password: 'rahasia123',
      name: '  Siti Rahma ',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<EmployeeResult>();
    expect(body.message).toBe(messages.employees.created(username));
    expect(body.employee).toMatchObject({ username, name: 'Siti Rahma', disabled: false });
    expect(JSON.stringify(body)).not.toMatch(/hash|scrypt|password/i);

    const loggedIn = await login(t, username.toLowerCase(), 'rahasia123', newClientAddress());
    expect(loggedIn.statusCode).toBe(200);
    expect(loggedIn.json()).toMatchObject({
      username,
      is_super_admin: false,
      role: 'employee',
      depot_username: owner.username,
      name: 'Siti Rahma',
    });
    const ownerLogin = await login(t, owner.username, 'rahasia123', newClientAddress());
    expect(ownerLogin.json()).toMatchObject({
      role: 'owner',
      depot_username: owner.username,
      name: null,
    });

    const list = await send('GET', owner.username);
    expect(list.statusCode).toBe(200);
    expect(list.json<Employee[]>().map((e) => e.username)).toContain(username);
    expect(list.body).not.toMatch(/hash|scrypt|password/i);
  });

  it('lists only the depot’s own employees', async () => {
    const mine = await add();
    const theirs = await add('Budi', other);
    const list = (await send('GET', owner.username)).json<Employee[]>().map((e) => e.id);
    expect(list).toContain(mine.id);
    expect(list).not.toContain(theirs.id);
    expect(list).not.toContain(owner.id);
  });

  it('refuses a username taken by any account or a pending registration (409)', async () => {
    const pending = validRegistration();
    expect((await register(t, pending)).statusCode).toBe(202);
    for (const username of [other.username, other.username.toUpperCase(), pending.username]) {
      const res = await send('POST', owner.username, owner.headers, {
        username,
        password: 'rahasia123',
        name: 'Siti',
      });
      expect(res.statusCode, username).toBe(409);
      expect(res.json().message).toBe(messages.register.usernameTaken(username));
    }
  });

  it('answers 400 with Indonesian messages for bad bodies and ids', async () => {
    const cases: [unknown, string][] = [
      [{ username: 'ab', password: 'rahasia123', name: 'Siti' }, messages.register.usernameFormat],
      [
        { username: unique('k'), password: '12345', name: 'Siti' },
        messages.employees.passwordLength,
      ],
      [
        { username: unique('k'), password: 'rahasia123', name: '  ' },
        messages.employees.nameRequired,
      ],
      [
        { username: unique('k'), password: 'rahasia123', name: 'Si\u0000ti' },
        messages.api.controlCharacters,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await send('POST', owner.username, owner.headers, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const employee = await add();
    const empty = await send('PUT', `${owner.username}/${employee.id}`, owner.headers, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(messages.employees.nothingToChange);
    const short = await send('PUT', `${owner.username}/${employee.id}`, owner.headers, {
      password: 'abc',
    });
    expect(short.json().message).toBe(messages.employees.passwordLength);
    expect((await send('DELETE', `${owner.username}/99999999999`)).statusCode).toBe(400);
  });

  it('answers 401 without a token and 403 to employees and other owners', async () => {
    const employee = await add();
    const staff = await newEmployee(t, owner.username);
    for (const [method, path] of [
      ['GET', owner.username],
      ['POST', owner.username],
      ['PUT', `${owner.username}/${employee.id}`],
      ['DELETE', `${owner.username}/${employee.id}`],
    ] as const) {
      const body = method === 'POST' || method === 'PUT' ? { name: 'X' } : undefined;
      const anonymous = await send(method, path, null, body);
      expect(anonymous.statusCode).toBe(401);
      const byStaff = await send(method, path, staff.headers, body);
      expect([byStaff.statusCode, byStaff.json().message]).toEqual([403, messages.api.ownerOnly]);
      const byOther = await send(method, path, other.headers, body);
      expect([byOther.statusCode, byOther.json().message]).toEqual([403, messages.api.forbidden]);
    }
  });

  it('answers 404 for another depot’s employee, and leaves them alone', async () => {
    const theirs = await add('Budi', other);
    const rename = await send('PUT', `${owner.username}/${theirs.id}`, owner.headers, {
      name: 'Diambil',
    });
    expect(rename.statusCode).toBe(404);
    expect(rename.json().message).toBe(messages.employees.notFound);
    expect((await send('DELETE', `${owner.username}/${theirs.id}`)).statusCode).toBe(404);
    expect(
      (await send('PUT', `${owner.username}/${owner.id}`, owner.headers, { disabled: true }))
        .statusCode,
    ).toBe(404);
    const list = (await send('GET', other.username, other.headers)).json<Employee[]>();
    expect(list.find((e) => e.id === theirs.id)).toMatchObject({ name: 'Budi', disabled: false });
  });

  it('renames without ending the session', async () => {
    const employee = await add('Siti');
    const headers = await loginAs(employee.username);
    const res = await send('PUT', `${owner.username}/${employee.id}`, owner.headers, {
      name: 'Siti Rahma',
    });
    expect(res.json()).toMatchObject({
      message: messages.employees.renamed('Siti Rahma'),
      employee: { name: 'Siti Rahma' },
    });
    expect((await tanks(headers)).statusCode).toBe(200);
  });

  it('disabling ends a live token at once and refuses login; enabling lets them in again', async () => {
    const employee = await add();
    const headers = await loginAs(employee.username);
    expect((await tanks(headers)).statusCode).toBe(200);
    const res = await send('PUT', `${owner.username}/${employee.id}`, owner.headers, {
      disabled: true,
    });
    expect(res.json()).toMatchObject({
      message: messages.employees.disabled(employee.username),
      employee: { disabled: true },
    });
    const refused = await tanks(headers);
    expect([refused.statusCode, refused.json().message]).toEqual([401, messages.api.unauthorized]);
    const again = await login(t, employee.username, 'rahasia123', newClientAddress());
    expect([again.statusCode, again.json().message]).toEqual([401, messages.login.failed]);
    await send('PUT', `${owner.username}/${employee.id}`, owner.headers, { disabled: false });
    expect((await tanks(await loginAs(employee.username))).statusCode).toBe(200);
    // The old token stays dead.
    expect((await tanks(headers)).statusCode).toBe(401);
  });

  it('a password reset ends the old sessions; the new password works', async () => {
    const employee = await add();
    const headers = await loginAs(employee.username);
    const res = await send('PUT', `${owner.username}/${employee.id}`, owner.headers, {
      password: 'sandi-baru-7',
    });
    expect(res.json().message).toBe(messages.employees.passwordChanged);
    expect((await tanks(headers)).statusCode).toBe(401);
    const old = await login(t, employee.username, 'rahasia123', newClientAddress());
    expect(old.statusCode).toBe(401);
    expect((await tanks(await loginAs(employee.username, 'sandi-baru-7'))).statusCode).toBe(200);
  });

  it('removing ends the session and frees nothing else: their sales stay with the depot', async () => {
    const employee = await add('Rina');
    const headers = await loginAs(employee.username);
    await sellGallons(t, headers, owner.username, 2);
    const res = await send('DELETE', `${owner.username}/${employee.id}`);
    expect(res.json().message).toBe(messages.employees.removed(employee.username));
    expect((await tanks(headers)).statusCode).toBe(401);
    expect((await send('GET', owner.username)).json<Employee[]>().map((e) => e.id)).not.toContain(
      employee.id,
    );
    const today = await t.app.inject({
      method: 'GET',
      url: `/api/sales/today/${owner.username}`,
      headers: owner.headers,
    });
    expect(today.json<{ cashier: string }[]>().map((s) => s.cashier)).toContain('Rina');
    expect((await send('DELETE', `${owner.username}/${employee.id}`)).statusCode).toBe(404);
  });

  it('a super admin may manage a depot’s employees: list, add and remove them', async () => {
    const depot = await newOwner(t, 'kelola');
    const siti = await add('Siti Rahma', depot);
    const budi = await add('Budi Santoso', depot);
    const admin = await asAdmin(t);
    const row = (e: Employee, name: string) => ({
      id: e.id,
      username: e.username,
      name,
      disabled: false,
      created_at: e.created_at,
    });

    const list = await send('GET', depot.username, admin);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toHaveLength(2);
    expect(list.json()).toEqual(
      expect.arrayContaining([row(siti, 'Siti Rahma'), row(budi, 'Budi Santoso')]),
    );

    const username = unique('kasir');
    const added = await send('POST', depot.username, admin, {
      username,
      password: 'rahasia123',
      name: 'Dewi Lestari',
    });
    expect(added.statusCode, added.body).toBe(200);
    const dewi = added.json<EmployeeResult>();
    expect(dewi.message).toBe(messages.employees.created(username));
    expect(dewi.employee).toEqual(row(dewi.employee as Employee, 'Dewi Lestari'));
    expect(dewi.employee).toMatchObject({ username });

    const removed = await send('DELETE', `${depot.username}/${budi.id}`, admin);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe(messages.employees.removed(budi.username));

    // The owner sees what the super admin did.
    const after = (await send('GET', depot.username, depot.headers)).json<Employee[]>();
    expect(after).toHaveLength(2);
    expect(after).toEqual(
      expect.arrayContaining([
        row(siti, 'Siti Rahma'),
        row(dewi.employee as Employee, 'Dewi Lestari'),
      ]),
    );
  });

  it('writes every change to the audit log with the owner as actor, without secrets', async () => {
    const employee = await add('Audit');
    await send('PUT', `${owner.username}/${employee.id}`, owner.headers, {
      password: 'sandi-baru-8',
    });
    await send('DELETE', `${owner.username}/${employee.id}`);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetTable, 'accounts'), eq(auditLog.targetId, String(employee.id))))
      .orderBy(desc(auditLog.id));
    expect(entries.map((e) => e.action)).toEqual([
      'employee.delete',
      'employee.update',
      'employee.create',
    ]);
    expect(entries.every((e) => e.actorId === owner.id)).toBe(true);
    expect(JSON.stringify(entries)).not.toMatch(/sandi-baru|rahasia|scrypt/);
  });
});
