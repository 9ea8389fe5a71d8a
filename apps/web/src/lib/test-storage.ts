import { vi } from 'vitest';

/** A browser's localStorage and window for unit tests, which run in Node. */
export function stubBrowserStorage() {
  const items = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => items.set(key, String(value)),
    removeItem: (key: string) => items.delete(key),
  });
  const target = new EventTarget();
  vi.stubGlobal('window', target);
  /** What another tab's change of `key` looks like here. */
  const storageEventFromOtherTab = (key: string | null) =>
    target.dispatchEvent(Object.assign(new Event('storage'), { key }));
  return { items, storageEventFromOtherTab };
}
