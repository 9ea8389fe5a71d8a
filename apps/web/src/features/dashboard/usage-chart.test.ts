import { describe, expect, it } from 'vitest';
import { monthAxis, usageBars, weekRange } from './usage-chart';

describe('usage chart labels', () => {
  it('names a week by its days and month, across a month end too', () => {
    expect(weekRange('2026-11-16')).toEqual({ label: '16–22 Nov', axis: ['16–22', 'Nov'] });
    expect(weekRange('2026-10-26')).toEqual({
      label: '26 Okt–1 Nov',
      axis: ['26–1', 'Okt/Nov'],
    });
  });

  it('gives every month a short Indonesian name', () => {
    expect([5, 8, 12].map((m) => monthAxis(m, 2026))).toEqual(['Mei', 'Agu', 'Des']);
  });

  it('draws gallons and keeps the litres for the tooltip, in id-ID digits', () => {
    const [bar] = usageBars([
      { key: 'k', label: 'Nov', axis: ['Nov'], volume: 1234.5, gallons: 65, running: true },
    ]);
    expect(bar).toEqual({
      key: 'k',
      axis: ['Nov'],
      title: 'Nov',
      value: 65,
      details: ['1.234,50 L'],
      running: true,
    });
  });
});
