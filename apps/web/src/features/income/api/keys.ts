import { sharedKeys } from '../../../lib/query-keys';

export interface DayRange {
  from: string;
  to: string;
}

/** Each key without its range is the prefix that invalidates every range of it. */
export const incomeKeys = {
  periods: (username: string) => ['income', username, 'periods'] as const,
  periodsOf: (username: string, r: DayRange) =>
    [...incomeKeys.periods(username), r.from, r.to] as const,
  salesTotal: (username: string) => [...sharedKeys.sales(username), 'total'] as const,
  salesTotalOf: (username: string, r: DayRange) =>
    [...incomeKeys.salesTotal(username), r.from, r.to] as const,
};
