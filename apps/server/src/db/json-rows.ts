/**
 * Values as one JSON parameter, read back with `jsonb_to_recordset($1::jsonb)` or
 * `jsonb_array_elements_text`: a batch of any size is one statement.
 */
export const json = (values: unknown) => JSON.stringify(values);

/** The columns every device-reading table has. */
export interface ReadingKeys {
  accountId: number;
  sensorId: string;
  ts: Date;
  seq: number | null;
}

/** Readings as one JSON parameter: the columns every reading table has, and `own`. */
export const readingRows = <R extends ReadingKeys>(readings: R[], own: (r: R) => object) =>
  json(
    readings.map((r) => ({
      account_id: r.accountId,
      sensor_id: r.sensorId,
      ts: r.ts,
      seq: r.seq,
      ...own(r),
    })),
  );
