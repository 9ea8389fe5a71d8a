import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isLoggedIn, sessionStore } from './session';
import { stubBrowserStorage } from './test-storage';

let browser: ReturnType<typeof stubBrowserStorage>;
beforeEach(() => {
  browser = stubBrowserStorage();
});
afterEach(() => vi.unstubAllGlobals());

describe('sessionStore', () => {
  it('keeps the session under the spec keys and clears all of them', () => {
    sessionStore.save('t1', 'depot1', false);
    expect(Object.fromEntries(browser.items)).toEqual({
      token: 't1',
      username: 'depot1',
      is_super_admin: 'false',
    });
    expect(sessionStore.get()).toEqual({
      token: 't1',
      username: 'depot1',
      isSuperAdmin: false,
      isEmployee: false,
      displayName: 'depot1',
    });
    expect(isLoggedIn(sessionStore.get())).toBe(true);
    sessionStore.clear();
    expect(browser.items.size).toBe(0);
    expect(sessionStore.get()).toEqual({
      token: null,
      username: null,
      isSuperAdmin: false,
      isEmployee: false,
      displayName: null,
    });
  });

  it('keeps the role and name beside them: an employee is marked and named, an owner is not', () => {
    sessionStore.save('t1', 'depot1', false, 'employee', 'Siti Rahma');
    expect(browser.items.get('role')).toBe('employee');
    expect(sessionStore.get()).toMatchObject({
      username: 'depot1',
      isEmployee: true,
      displayName: 'Siti Rahma',
    });
    sessionStore.save('t2', 'depot1', false, 'owner');
    expect(sessionStore.get()).toMatchObject({ isEmployee: false, displayName: 'depot1' });
    expect(browser.items.has('name')).toBe(false);
    sessionStore.clear();
    expect(browser.items.size).toBe(0);
  });

  it('renews only the token, keeping who is signed in', () => {
    sessionStore.save('t1', 'depot1', false, 'employee', 'Siti Rahma');
    sessionStore.renew('t2');
    expect(sessionStore.get()).toEqual({
      token: 't2',
      username: 'depot1',
      isSuperAdmin: false,
      isEmployee: true,
      displayName: 'Siti Rahma',
    });
  });

  it('gives the same object until storage changes', () => {
    sessionStore.save('t1', 'admin', true);
    const first = sessionStore.get();
    expect(sessionStore.get()).toBe(first);
    browser.items.set('username', 'lain');
    expect(sessionStore.get()).not.toBe(first);
    expect(sessionStore.get().username).toBe('lain');
  });

  it('tells subscribers of changes made here and in other tabs, until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = sessionStore.subscribe(listener);
    sessionStore.save('t1', 'depot1', false);
    expect(listener).toHaveBeenCalledTimes(1);
    browser.storageEventFromOtherTab('token');
    browser.storageEventFromOtherTab(null);
    expect(listener).toHaveBeenCalledTimes(3);
    browser.storageEventFromOtherTab('unrelated');
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    browser.storageEventFromOtherTab('token');
    sessionStore.clear();
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
