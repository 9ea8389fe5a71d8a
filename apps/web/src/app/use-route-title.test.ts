import { describe, expect, it } from 'vitest';
import { routeTitle } from './use-route-title';

describe('the document title of a route', () => {
  it('names the deepest matched screen, and nothing for a page that sets its own', () => {
    const matches = [{ route: {} }, { route: { handle: { title: 'Kasir' } } }, { route: {} }];
    expect(routeTitle(matches)).toBe('Kasir · Depot Pintar');
    expect(routeTitle([{ route: {} }])).toBeUndefined();
  });
});
