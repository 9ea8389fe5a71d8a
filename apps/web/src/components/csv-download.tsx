import { CSV_SEPARATORS, messages, type CsvSeparator } from '@depot/contract';
import { Button, Group, NativeSelect, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../lib/api';
import { downloadFile } from '../lib/save-file';
import { endSessionIfRefused } from '../lib/session-end';

const SEPARATOR_LABELS: Record<CsvSeparator, string> = {
  ';': '; (Excel Indonesia)',
  ',': ', (Excel Inggris)',
};

interface Props {
  /** The export's API path with its query, without the separator: `/pos/depot1/sales.csv?from=…`. */
  path: string;
  /** What the file holds, for the button's accessible name: "penjualan". */
  subject: string;
  /** Saved under this name when the server names none. */
  fileName: string;
  /** No download while the screen's range is not valid. */
  disabled?: boolean;
}

/** One CSV export: the separator a spreadsheet expects, and a button that downloads the file. */
export function CsvDownload({ path, subject, fileName, disabled }: Props) {
  const [separator, setSeparator] = useState<CsvSeparator>(';');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      const joiner = path.includes('?') ? '&' : '?';
      await downloadFile(`${path}${joiner}sep=${encodeURIComponent(separator)}`, fileName);
    } catch (e) {
      endSessionIfRefused(e, undefined);
      setError(errorMessage(e, messages.range.downloadFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <Group gap="xs" align="end" wrap="wrap">
        <NativeSelect
          label="Pemisah CSV"
          value={separator}
          onChange={(e) => setSeparator(e.currentTarget.value as CsvSeparator)}
          data={CSV_SEPARATORS.map((s) => ({ value: s, label: SEPARATOR_LABELS[s] }))}
          w={200}
          styles={{ input: { minHeight: 44 } }}
        />
        <Button
          variant="light"
          h={44}
          onClick={() => void download()}
          loading={busy}
          disabled={disabled}
          aria-label={`Unduh CSV ${subject}`}
        >
          Unduh CSV
        </Button>
      </Group>
      {error && (
        <Text c="red" size="sm" role="alert" mt={4}>
          {error}
        </Text>
      )}
    </div>
  );
}
