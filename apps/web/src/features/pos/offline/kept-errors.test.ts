import type { PersistedClient } from '@tanstack/query-persist-client-core';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import { refusalOf, serialize } from './kept-errors';

const PRICE_CHANGED = {
  message: 'Harga berubah sejak transaksi dibuat: total Rp 6.000 menjadi Rp 8.000.',
  total: 8000,
};

/** A kept client whose one sale failed with `error`, through JSON and back. */
function keptError(error: unknown) {
  const client = {
    timestamp: 1,
    buster: '',
    clientState: { queries: [], mutations: [{ state: { error, failureReason: error } }] },
  } as unknown as PersistedClient;
  const stored = serialize(client);
  return {
    stored,
    error: (JSON.parse(stored) as PersistedClient).clientState.mutations[0]?.state.error,
  };
}

describe('kept errors', () => {
  it("keeps a 409's message and new total, never the token the call carried", () => {
    const { stored, error } = keptError(
      new ApiError(409, PRICE_CHANGED.message, 'tok.en', PRICE_CHANGED),
    );
    expect(stored).not.toContain('tok.en');
    expect(refusalOf(error)).toEqual({ message: PRICE_CHANGED.message, newTotal: 8000 });
  });

  it('reads another refusal as its message, to send again as it was', () => {
    const { error } = keptError(new ApiError(400, 'Waktu transaksi tidak valid.', null, {}));
    expect(refusalOf(error)).toEqual({ message: 'Waktu transaksi tidak valid.' });
  });

  it('reads a live ApiError the same way', () => {
    expect(refusalOf(new ApiError(409, 'x', null, PRICE_CHANGED))).toEqual({
      message: PRICE_CHANGED.message,
      newTotal: 8000,
    });
  });

  it('falls back to the save message for an error without one, or a 409 without a total', () => {
    expect(refusalOf(keptError(new Error('')).error)).toEqual({
      message: '❌ Gagal menyimpan transaksi.',
    });
    expect(refusalOf({ status: 409, message: 'Harga berubah.', body: { total: 'x' } })).toEqual({
      message: 'Harga berubah.',
    });
    expect(refusalOf(undefined)).toEqual({ message: '❌ Gagal menyimpan transaksi.' });
  });
});
