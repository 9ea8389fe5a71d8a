import { useEffect } from 'react';
import type { RouteMatch } from 'react-router';

/** The title of the deepest matched route that names its screen (`handle: { title }`). */
export function routeTitle(matches: readonly Pick<RouteMatch, 'route'>[]): string | undefined {
  const named = matches
    .map((match) => (match.route.handle as { title?: string } | undefined)?.title)
    .filter((title) => title !== undefined);
  const screen = named.at(-1);
  return screen === undefined ? undefined : `${screen} · Depot Pintar`;
}

/**
 * Names the browser tab after the signed-in screen shown. Public pages keep setting theirs
 * (usePageMeta), with the description crawlers read.
 */
export function useRouteTitle(matches: readonly Pick<RouteMatch, 'route'>[]) {
  const title = routeTitle(matches);
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
