import { formatDateTime, formatNumber, type CellRule, type MasterColumn } from '@depot/contract';
import { NumberInput, PasswordInput, Select, Switch, Text, TextInput } from '@mantine/core';
import type { ChangeEvent } from 'react';

const nowrap = { whiteSpace: 'nowrap' } as const;
const dash = (
  <Text span c="dimmed">
    —
  </Text>
);

/** A stored value as the table shows it: times in WIB, numbers in id-ID, flags as Ya/Tidak. */
export function CellValue({ column, value }: { column: MasterColumn; value: unknown }) {
  if (column.kind === 'password') {
    return (
      <Text span c="dimmed" fz="sm">
        tersembunyi
      </Text>
    );
  }
  if (value === null || value === undefined || value === '') return dash;
  switch (column.kind) {
    case 'time':
      return <span style={nowrap}>{formatDateTime(String(value))}</span>;
    case 'number':
      return column.digits ? (
        <>{Number(value).toLocaleString('id-ID', { maximumFractionDigits: column.digits })}</>
      ) : (
        <>{formatNumber(Number(value))}</>
      );
    case 'flag':
      return (
        <Text span fz="sm" fw={value ? 600 : 400} c={value ? 'teal.9' : 'dimmed'} style={nowrap}>
          {value ? '1 · Ya' : '0 · Tidak'}
        </Text>
      );
    case 'json': {
      const text = JSON.stringify(value);
      return (
        <Text fz="xs" ff="monospace" lineClamp={2} title={text} maw={280}>
          {text}
        </Text>
      );
    }
    default: {
      const text = shownText(column.edit, String(value));
      return (
        <Text fz="sm" lineClamp={2} title={text} miw={90} maw={260}>
          {text}
        </Text>
      );
    }
  }
}

/** A stored value as a person reads it: a choice's label (the spec's 'Under Prospect' → 'Prospek'). */
const shownText = (rule: CellRule | undefined, value: string) =>
  (rule?.kind === 'enum' && rule.labels?.[value]) || value;

interface EditorProps {
  /** The column's label, as its header shows it. */
  label: string;
  rule: CellRule;
  value: unknown;
  onChange: (value: unknown) => void;
}

/** The input of an editable column: numbers as numbers, flags as a 1/0 switch. */
export function CellEditor({ label, rule, value, onChange }: EditorProps) {
  const name = `Ubah ${label}`;
  const text = {
    'aria-label': name,
    size: 'xs',
    miw: 150,
    value: typeof value === 'string' ? value : '',
    onChange: (e: ChangeEvent<HTMLInputElement>) => onChange(e.currentTarget.value),
  };
  switch (rule.kind) {
    case 'number':
      return (
        <NumberInput
          aria-label={name}
          size="xs"
          miw={110}
          value={typeof value === 'number' ? value : ''}
          onChange={(v) => onChange(typeof v === 'number' ? v : v === '' ? null : Number(v))}
          decimalSeparator=","
          thousandSeparator="."
          allowDecimal={!rule.integer}
          hideControls
        />
      );
    case 'flag':
      return (
        <Switch
          aria-label={name}
          checked={value === 1 || value === true}
          onChange={(e) => onChange(e.currentTarget.checked ? 1 : 0)}
          onLabel="1"
          offLabel="0"
          size="md"
        />
      );
    case 'enum':
      return (
        <Select
          aria-label={name}
          size="xs"
          miw={150}
          data={rule.values.map((v) => ({ value: v, label: shownText(rule, v) }))}
          value={typeof value === 'string' ? value : null}
          onChange={(v) => onChange(v)}
          allowDeselect={false}
        />
      );
    case 'password':
      return (
        <PasswordInput {...text} placeholder="Kosongkan = tetap" autoComplete="new-password" />
      );
    case 'text':
      return <TextInput {...text} />;
  }
}
