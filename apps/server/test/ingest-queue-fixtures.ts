import type { Reading } from '../src/ingest/readings';

/** A 19 L flow reading of `sensorId`, numbered `seq`: enough for the ingest queue to order. */
export const reading = (sensorId: string, seq: number): Reading => ({
  kind: 'flow',
  sensorId,
  accountId: 1,
  ts: new Date(0),
  seq,
  tap: 'A',
  volumeL: 19,
});

/** `n` readings of `sensorId`, numbered from `from`. */
export const many = (sensorId: string, n: number, from = 0) =>
  Array.from({ length: n }, (_, i) => reading(sensorId, from + i));
