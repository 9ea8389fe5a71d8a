import { describe, expect, it } from 'vitest';
import {
  columnsOf,
  editableColumns,
  MASTER_TABLE_NAMES,
  MASTER_TABLES,
  type MasterTableName,
} from './master-tables';
import { parseCell } from './master-rows';

describe('MASTER_TABLES', () => {
  it.each(MASTER_TABLE_NAMES)(
    '%s: its key and default sort are its own sortable columns',
    (name) => {
      const { key, defaultSort } = MASTER_TABLES[name];
      const sortable = columnsOf(name)
        .filter((c) => c.sort)
        .map((c) => c.name);
      expect(sortable).toContain(key);
      expect(sortable).toContain(defaultSort.column);
    },
  );

  it.each(MASTER_TABLE_NAMES)('%s: each column has one name and one label', (name) => {
    const columns = columnsOf(name);
    expect(new Set(columns.map((c) => c.name)).size).toBe(columns.length);
    expect(new Set(columns.map((c) => c.label)).size).toBe(columns.length);
    expect(columns.every((c) => c.label.trim() !== '')).toBe(true);
  });

  it('labels the tables in Indonesian, each once', () => {
    const labels = MASTER_TABLE_NAMES.map((name) => MASTER_TABLES[name].label);
    expect(new Set(labels).size).toBe(labels.length);
    expect(MASTER_TABLES.tanks.label).toBe('Tangki');
    expect(MASTER_TABLES.sebara_depot_air_minum.label).toBe('Sebaran depot air minum');
  });

  it('edits what the spec lets a super admin change, and nothing of a record', () => {
    const editable = (name: MasterTableName) => editableColumns(name).map((c) => c.name);
    expect(editable('accounts')).toEqual([
      'username',
      'depot_name',
      'address',
      'is_super_admin',
      'password',
    ]);
    expect(editable('tanks')).toEqual(['name', 'capacity', 'height_cm', 'low_stock_pct']);
    expect(editable('sensors')).toEqual(['name', 'is_main']);
    expect(editable('pdam_tariff_blocks')).toEqual(['price_per_m3']);
    const records: MasterTableName[] = [
      'water_usage',
      'tank_level',
      'sales',
      'smart_iot_commands',
      'audit_log',
    ];
    for (const record of records) {
      expect(editable(record), record).toEqual([]);
    }
  });
});

describe('parseCell with the declared rules', () => {
  const rule = (table: MasterTableName, column: string) =>
    columnsOf(table).find((c) => c.name === column)!.edit!;

  it('a capacity is a number above 0 and at most 10,000,000 litres', () => {
    expect(parseCell('capacity', rule('tanks', 'capacity'), 2000)).toEqual({ value: 2000 });
    expect(parseCell('capacity', rule('tanks', 'capacity'), 0)).toEqual({
      error: 'Kolom "capacity" harus lebih dari 0 dan paling besar 10.000.000.',
    });
  });

  it('an optional text may be emptied, a required one may not', () => {
    expect(parseCell('telepon', rule('sebara_depot_air_minum', 'telepon'), ' ')).toEqual({
      value: null,
    });
    expect(parseCell('nama', rule('sebara_depot_air_minum', 'nama'), ' ')).toEqual({
      error: 'Kolom "nama" tidak boleh kosong.',
    });
  });

  it('a sensor limit may be null; a review count is a whole number', () => {
    expect(parseCell('min_value', rule('smart_iot_sensors', 'min_value'), null)).toEqual({
      value: null,
    });
    expect(
      parseCell('jumlah_ulasan', rule('sebara_depot_air_minum', 'jumlah_ulasan'), 1.5),
    ).toEqual({ error: 'Kolom "jumlah_ulasan" harus bilangan bulat.' });
  });
});
