import type { CalculateBillRequest } from '@depot/contract';
import type { HistoryRequest } from './usage-history';

export const pdamKeys = {
  options: ['pdam', 'options'] as const,
  bill: (request: CalculateBillRequest) => ['pdam', 'bill', request] as const,
  totalUsage: (username: string, year: string, month: string) =>
    ['pdam', username, 'total-usage', year, month] as const,
  history: (r: HistoryRequest) =>
    ['pdam', r.username, 'history', r.year, r.month, r.pdamId, r.golonganId] as const,
};
