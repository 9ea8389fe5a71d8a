import type { SubscriptionStatus, WebgisDepot } from '@depot/contract';

export type StatusFilter = SubscriptionStatus | 'all';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('id');

/** The depots whose name or address contains every word of the search, of the chosen status. */
export function filterDepots(depots: readonly WebgisDepot[], search: string, status: StatusFilter) {
  const words = fold(search).split(/\s+/).filter(Boolean);
  return depots.filter((d) => {
    if (status !== 'all' && d.is_subscribed !== status) return false;
    if (words.length === 0) return true;
    const text = fold(`${d.nama} ${d.alamat}`);
    return words.every((w) => text.includes(w));
  });
}
