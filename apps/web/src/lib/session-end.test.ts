import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { sessionStore } from './session';
import {
  endedSession,
  endSessionIfRefused,
  setLoginRedirect,
  SUPER_ADMIN_CALL,
} from './session-end';
import { stubBrowserStorage } from './test-storage';

const show = vi.hoisted(() => vi.fn());
vi.mock('@mantine/notifications', () => ({ notifications: { show } }));

const goToLogin = vi.fn();
let restoreRedirect: () => void;
beforeEach(() => {
  stubBrowserStorage();
  sessionStore.save('t1', 'depot1', false);
  restoreRedirect = setLoginRedirect(goToLogin);
});
afterEach(() => {
  restoreRedirect();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const refused = (status: number, token: string | null = 't1') =>
  new ApiError(status, 'Anda belum login atau sesi telah berakhir. Silakan login kembali.', token);

describe('endSessionIfRefused', () => {
  it('ends the session once for all the calls refused together', () => {
    const errors = [refused(401), refused(401), refused(401)];
    for (const error of errors) endSessionIfRefused(error, undefined);
    expect(sessionStore.get().token).toBeNull();
    expect(goToLogin).toHaveBeenCalledTimes(1);
    expect(show).toHaveBeenCalledTimes(1);
    expect(show.mock.calls[0]?.[0]).toMatchObject({
      message:
        'Anda belum login atau sesi telah berakhir. Silakan login kembali. Anda akan diarahkan ke halaman login.',
    });
    expect(errors.map(endedSession)).toEqual([true, false, false]);
  });

  it('leaves a newer session alone when an older token is refused', () => {
    endSessionIfRefused(refused(401, 'old'), undefined);
    expect(sessionStore.get().token).toBe('t1');
    expect(goToLogin).not.toHaveBeenCalled();
  });

  it('ends the session on 403 only for super-admin calls', () => {
    endSessionIfRefused(refused(403), undefined);
    expect(sessionStore.get().token).toBe('t1');
    endSessionIfRefused(refused(403), SUPER_ADMIN_CALL);
    expect(sessionStore.get().token).toBeNull();
    expect(goToLogin).toHaveBeenCalledTimes(1);
  });

  it("shows a screen's own text instead when its call names one (the sensor detail, spec §8)", () => {
    endSessionIfRefused(refused(403), {
      ...SUPER_ADMIN_CALL,
      sessionEndedMessage: 'Sesi Anda telah berakhir atau tidak valid. Silakan login kembali.',
    });
    expect(show.mock.calls[0]?.[0]).toMatchObject({
      message: 'Sesi Anda telah berakhir atau tidak valid. Silakan login kembali.',
    });
    expect(goToLogin).toHaveBeenCalledTimes(1);
  });

  it('ignores other failures, calls sent without a token and calls that opt out', () => {
    endSessionIfRefused(refused(404), undefined);
    endSessionIfRefused(refused(0), undefined);
    endSessionIfRefused(refused(401, null), undefined);
    endSessionIfRefused(refused(401), { endsSessionOn: [] });
    endSessionIfRefused(new Error('boom'), undefined);
    expect(sessionStore.get().token).toBe('t1');
    expect(show).not.toHaveBeenCalled();
    expect(goToLogin).not.toHaveBeenCalled();
  });
});
