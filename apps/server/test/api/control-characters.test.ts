import { messages, type Testimonial } from '@depot/contract';
import { describe, expect, it } from 'vitest';
import { asAdmin, login, register, unique, validRegistration } from '../fixtures';
import { DEMO } from '../helpers';
import { REGISTRATION_TEXT_FIELDS } from '../registration-fields';
import { useTestApp } from '../use-test-app';

const t = useTestApp();

const refusal = (field: string) => ({
  success: false,
  message: `${field}: ${messages.api.controlCharacters}`,
});

describe('NUL and other control characters are refused with 400, never 500', () => {
  it.each([
    ['a NUL', 'depot1\u0000'],
    ['a NUL inside', 'dep\u0000ot1'],
    ['an escape', '\u001bdepot1'],
    ['a DEL', 'depot1\u007f'],
  ])('in a login username: %s', async (_, username) => {
    const res = await login(t, username, DEMO.owner.password, '203.0.113.7');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal('username'));
  });

  it.each(REGISTRATION_TEXT_FIELDS)('in the registration field %s', async (field) => {
    const payload = validRegistration();
    const res = await register(t, { ...payload, [field]: `${payload[field]}\u0000x` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal(field));
  });

  it.each(['id', 'name'] as const)('in an optional sensor %s', async (field) => {
    const payload = validRegistration();
    const sensor = { id: `${payload.username}-tap-a`, name: 'Keran A', kind: 'flow_a' as const };
    const res = await register(t, {
      ...payload,
      optional_sensors: [{ ...sensor, [field]: `${sensor[field]}\u0000` }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal(`optional_sensors.0.${field}`));
  });

  it('in a line break of a one-line field, while a multi-line quote keeps its lines', async () => {
    const headers = await asAdmin(t);
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/superadmin/testimonials', headers, payload });
    const base = {
      name: unique('Ibu Sari'),
      role: 'Pemilik Depot, Depok',
      text: 'Stok tangki terlihat dari rumah.\nLaporan harian langsung siap.',
    };
    for (const field of ['name', 'role'] as const) {
      const res = await post({ ...base, [field]: `${base[field]}\nbaris kedua` });
      expect(res.statusCode, field).toBe(400);
      expect(res.json()).toEqual(refusal(field));
    }
    for (const field of ['name', 'role', 'text'] as const) {
      const res = await post({ ...base, [field]: `${base[field]}\u0000` });
      expect(res.statusCode, field).toBe(400);
      expect(res.json()).toEqual(refusal(field));
    }
    const saved = await post(base);
    expect(saved.statusCode).toBe(201);
    expect(saved.json<Testimonial>().text).toBe(base.text);
  });

  it('in a username in the path', async () => {
    const res = await t.app.inject({
      url: '/api/profile/depot1%00',
      headers: await asAdmin(t),
    });
    expect(res.statusCode).toBe(400);
    // A depot's name in a path is held to the username alphabet, which no control character is in.
    expect(res.json()).toEqual({ success: false, message: messages.api.invalidUsername });
  });

  it('in a cashier cart and its Idempotency-Key', async () => {
    const headers = await t.authAs(DEMO.owner.username, DEMO.owner.password);
    const post = (payload: object, key?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/sales',
        headers: { ...headers, ...(key ? { 'idempotency-key': key } : {}) },
        payload,
      });
    const cart = [{ id: 1, isDelivery: false, quantity: 1, name: 'Galon\u0000' }];
    const res = await post({ username: DEMO.owner.username, cart });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal('cart.0.name'));
    const keyed = await post(
      { username: DEMO.owner.username, cart: [{ id: 1, isDelivery: false, quantity: 1 }] },
      'kunci\u0001',
    );
    expect(keyed.statusCode).toBe(400);
    expect(keyed.json()).toEqual(refusal('idempotency-key'));
  });
});
