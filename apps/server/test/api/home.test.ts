import { messages, type DepotToday, type QualityHistory } from '@depot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newEmployee, newOwner } from '../fixtures';
import { createTestApp, DEMO, type TestContext } from '../helpers';
import { newDepot, postReading, type TestDepot } from '../telemetry';

let t: TestContext;
let d: TestDepot;
let owner: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  d = await newDepot(t);
  owner = await t.authAs(d.username, d.password);
});
afterAll(() => t.close());

const today = (username: string, headers: Record<string, string> = owner) =>
  t.app.inject({ method: 'GET', url: `/api/dashboard/${username}/today`, headers });
const quality = (username: string, headers: Record<string, string> = owner) =>
  t.app.inject({ method: 'GET', url: `/api/dashboard/${username}/quality`, headers });

async function send(sensorId: string, body: object) {
  const res = await postReading(t, sensorId, d.key, body);
  expect(res.json()).toMatchObject({ accepted: Array.isArray(body) ? body.length : 1 });
}

describe('GET /api/dashboard/{username}/today', () => {
  it('answers a depot with no readings and no sales with zeros and nulls', async () => {
    const fresh = await newDepot(t);
    const res = await today(fresh.username, await t.authAs(fresh.username, fresh.password));
    expect(res.statusCode).toBe(200);
    expect(res.json<DepotToday>()).toMatchObject({
      depot_name: 'Depot Uji',
      takings: 0,
      sold_gallons: 0,
      tap_gallons: 0,
      gap_gallons: 0,
      tank: null,
      quality: null,
    });
    expect(res.json<DepotToday>().devices).toHaveLength(5);
    expect(res.json<DepotToday>().devices.every((x) => !x.online && x.last_online === null)).toBe(
      true,
    );
  });

  it("sets today's till against the taps, and judges each quality parameter", async () => {
    // The till sells 3 + 2 = 5 gallons for 3 × 6.000 + 2 × 7.000; the taps count 4.
    const sale = await t.app.inject({
      method: 'POST',
      url: '/api/sales',
      headers: owner,
      payload: {
        username: d.username,
        cart: [
          { id: 1, isDelivery: false, quantity: 3 },
          { id: 1, isDelivery: true, quantity: 2 },
        ],
      },
    });
    expect(sale.statusCode).toBe(200);
    await send(d.tapA, [
      { tap: 'A', volume_l: 19 },
      { tap: 'A', volume_l: 19 },
      { tap: 'A', volume_l: 19 },
    ]);
    await send(d.tapB, { tap: 'B', volume_l: 19 });
    await send(d.level, { water_level_cm: 60 });
    await send(d.quality, { ph: 9.2, tds: 120, turbidity: 0.8 });
    await send(d.quality, { turbidity: 6.5 });

    const res = await today(d.username);
    expect(res.statusCode).toBe(200);
    const body = res.json<DepotToday>();
    expect(body).toMatchObject({
      takings: 32000,
      sold_gallons: 5,
      tap_gallons: 4,
      // Taps against till, as the reconciliation counts it: one gallon sold that no tap filled.
      gap_gallons: -1,
      tank: { volume: 500, capacity: 1000, percent: 50 },
      quality: {
        safe: false,
        params: [
          { param: 'ph', value: 9.2, safe: false },
          { param: 'tds', value: 120, safe: true },
          { param: 'turbidity', value: 6.5, safe: false },
        ],
      },
    });
    const online = body.devices.filter((x) => x.online).map((x) => x.name);
    expect(online.sort()).toEqual([
      'Flow Meter Keran A',
      'Flow Meter Keran B',
      'Sensor Kualitas Air',
      'Sensor Level Tangki',
    ]);

    const history = await quality(d.username);
    expect(history.statusCode).toBe(200);
    const [hour] = history.json<QualityHistory>().readings;
    expect(history.json<QualityHistory>().readings).toHaveLength(1);
    // The hour's worst value of each parameter: turbidity 6,5 NTU, not the mean of 0,8 and 6,5.
    expect(hour).toMatchObject({ ph: 9.2, tds: 120, turbidity: 6.5 });
  });

  it('lets an employee read their employer’s home', async () => {
    const employee = await newEmployee(t, d.username);
    expect((await today(d.username, employee.headers)).statusCode).toBe(200);
    expect((await quality(d.username, employee.headers)).statusCode).toBe(200);
  });

  it('answers 401 without a token, 403 for another depot, 400 for a bad name, 404 for none', async () => {
    const admin = await t.authAs(DEMO.admin.username, DEMO.admin.password);
    const other = await newOwner(t);
    for (const call of [today, quality]) {
      expect((await call(d.username, {})).statusCode).toBe(401);
      expect((await call(d.username, other.headers)).statusCode).toBe(403);
      expect((await call('a b', admin)).statusCode).toBe(400);
      const missing = await call('tidak-ada-depot', admin);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ message: messages.profile.notFound });
    }
  });
});
