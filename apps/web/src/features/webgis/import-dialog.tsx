import {
  DEPOT_CSV_COLUMNS,
  DEPOT_CSV_REQUIRED,
  DEPOT_IMPORT_MAX_CHARS,
  DEPOT_IMPORT_MAX_ROWS,
  formatInteger,
  messages,
  type DepotImportResult,
} from '@depot/contract';
import { Alert, Code, FileInput, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../lib/api';
import { useImportDepots } from './api/import-depots';

/** Rows of the error report shown at once; the summary counts them all. */
const SHOWN_ERRORS = 200;

/** Picks a CSV file, sends it, and shows how many rows were stored and why the others were not. */
export function ImportDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const run = useImportDepots();
  const [tooLarge, setTooLarge] = useState(false);

  const pick = async (file: File | null) => {
    run.reset();
    setTooLarge(false);
    if (!file) return;
    // A UTF-8 file has at least as many bytes as characters: a bigger one is refused unread.
    if (file.size > DEPOT_IMPORT_MAX_CHARS * 2) return setTooLarge(true);
    run.mutate(await file.text());
  };

  const result: DepotImportResult | undefined = run.data;
  return (
    <Modal opened={opened} onClose={onClose} title="Impor CSV depot" size="lg">
      <Stack>
        <Text size="sm">
          Baris judul dengan kolom dari berkas ekspor (wajib: {DEPOT_CSV_REQUIRED.join(', ')});
          maksimal {formatInteger(DEPOT_IMPORT_MAX_ROWS)} baris dan{' '}
          {DEPOT_IMPORT_MAX_CHARS / 1024 / 1024} MB. Baris yang valid disimpan, baris lain
          dilaporkan.
        </Text>
        <Code block>{DEPOT_CSV_COLUMNS.join(',')}</Code>
        <FileInput
          label="Berkas CSV"
          placeholder="Pilih berkas .csv"
          accept=".csv,text/csv"
          clearable
          onChange={(file) => void pick(file)}
          disabled={run.isPending}
        />
        {run.isPending && <Text size="sm">Mengimpor…</Text>}
        {tooLarge && (
          <Alert color="red">
            {messages.webgis.importTooLarge(DEPOT_IMPORT_MAX_CHARS / 1024 / 1024)}
          </Alert>
        )}
        {run.isError && (
          <Alert color="red">{errorMessage(run.error, messages.webgis.importFailed)}</Alert>
        )}
        {result && (
          <Alert color={result.errors.length === 0 ? 'green' : 'yellow'} role="status">
            {result.message}
          </Alert>
        )}
        {result && result.errors.length > 0 && (
          <ScrollArea.Autosize mah={280}>
            <Table striped withTableBorder aria-label="Baris yang ditolak">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={70}>Baris</Table.Th>
                  <Table.Th>Alasan</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.errors.slice(0, SHOWN_ERRORS).map((e) => (
                  <Table.Tr key={e.row}>
                    <Table.Td>{e.row}</Table.Td>
                    <Table.Td>{e.message}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {result.errors.length > SHOWN_ERRORS && (
              <Text size="sm" c="dimmed" mt="xs">
                … dan {formatInteger(result.errors.length - SHOWN_ERRORS)} baris lain.
              </Text>
            )}
          </ScrollArea.Autosize>
        )}
      </Stack>
    </Modal>
  );
}
