import { loginRequest, messages, registerRequest } from '@depot/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { firstErrorMessage } from './form-errors';

const resolverOptions = { fields: {}, shouldUseNativeValidation: false } as const;

async function errorsOf(resolve: ReturnType<typeof zodResolver>, values: FieldValues) {
  const result = await resolve(values, undefined, resolverOptions);
  return result.errors as FieldErrors;
}

describe('firstErrorMessage', () => {
  it('gives the form-level message of an empty login', async () => {
    const errors = await errorsOf(zodResolver(loginRequest), { username: ' ', password: '' });
    expect(firstErrorMessage(errors)).toBe(messages.login.required);
  });

  it('gives the first field issue of a registration, as the schema ordered them', async () => {
    const errors = await errorsOf(zodResolver(registerRequest), {
      username: 'a b',
      password: '123',
      depot_name: 'Depot',
      address: 'Jl. Mawar 1',
      tank_name: 'Tangki',
      capacity: 1000,
      height_cm: 0,
      sensor_id_main: 'lvl-1',
      sensor_name_main: 'Level',
      optional_sensors: [],
    });
    expect(firstErrorMessage(errors)).toBe(messages.register.tankInvalid);
  });

  it('finds a message nested in a list and skips the field element', () => {
    const element = { message: 'not an error', child: { message: 'neither' } };
    const errors = {
      optional_sensors: [undefined, { id: { type: 'custom', message: 'Sensor 3', ref: element } }],
    } as unknown as FieldErrors;
    expect(firstErrorMessage(errors)).toBe('Sensor 3');
    expect(
      firstErrorMessage({ x: { type: 'custom', ref: element } } as unknown as FieldErrors),
    ).toBe(undefined);
  });
});
