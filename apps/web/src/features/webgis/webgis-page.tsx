import { messages, type DepotData, type WebgisDepot } from '@depot/contract';
import { Button, CloseButton, Group, Loader, Paper, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { DepotLegend } from '../../components/depot-legend';
import { errorMessage } from '../../lib/api';
import { hasValidCoordinates } from '../../lib/depots';
import { notifyFailure } from '../../lib/notify-failure';
import { useAddDepot } from './api/add-depot';
import { useWebgisDepots } from './api/webgis-depots';
import { DepotForm } from './depot-form';
import { DepotPopup } from './depot-popup';
import { downloadDepotCsv } from './export-csv';
import { filterDepots, type StatusFilter } from './filter-depots';
import { ImportDialog } from './import-dialog';
import { StatusFilterChips } from './status-filter';
import { SUBSCRIPTION_KINDS } from './subscription-kinds';
import { WebgisMap, type LatLon } from './webgis-map';
import classes from './webgis.module.css';

/** /admin/webgis: the surveyed depots on a map, to find, add, edit, export and import. */
export function WebgisPage() {
  const list = useWebgisDepots();
  const add = useAddDepot();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [adding, setAdding] = useState(false);
  const [picked, setPicked] = useState<LatLon | null>(null);
  const [importing, setImporting] = useState(false);
  const query = useDeferredValue(search);

  const mapped = useMemo(() => (list.data ?? []).filter(hasValidCoordinates), [list.data]);
  const found = useMemo(() => filterDepots(mapped, query, 'all'), [mapped, query]);
  const shown = useMemo(
    () => (status === 'all' ? found : found.filter((d) => d.is_subscribed === status)),
    [found, status],
  );

  const closeForm = () => {
    setAdding(false);
    setPicked(null);
  };
  const save = (depot: DepotData) =>
    add.mutate(depot, {
      onSuccess: (r) => {
        notifications.show({ color: 'green', message: r.message });
        closeForm();
      },
      onError: (e) => notifyFailure(e, messages.webgis.saveFailed),
    });

  const pick = useCallback((point: LatLon) => setPicked(point), []);
  const popup = useCallback(
    (depot: WebgisDepot, close: () => void) => <DepotPopup depot={depot} onSaved={close} />,
    [],
  );

  return (
    <div className={classes.screen}>
      <div className={classes.toolbar}>
        <div className={classes.row}>
          <Title order={2} size="h4">
            WebGIS Depots
          </Title>
          <Group gap={6}>
            <Button size="xs" onClick={() => setAdding(true)} disabled={adding}>
              Tambah Titik
            </Button>
            <Button size="xs" variant="default" onClick={() => setImporting(true)}>
              Impor CSV
            </Button>
            <Button
              size="xs"
              variant="default"
              disabled={!list.data}
              onClick={() => downloadDepotCsv(shown)}
            >
              Ekspor CSV
            </Button>
          </Group>
        </div>
        <div className={classes.row}>
          <TextInput
            className={classes.search}
            size="xs"
            placeholder="Cari nama atau alamat…"
            aria-label="Cari depot menurut nama atau alamat"
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            rightSection={
              search && (
                <CloseButton size="sm" aria-label="Hapus pencarian" onClick={() => setSearch('')} />
              )
            }
          />
          <div className={classes.chips}>
            <StatusFilterChips depots={found} value={status} onChange={setStatus} />
          </div>
        </div>
      </div>
      <div className={classes.body}>
        <WebgisMap
          depots={shown}
          picking={adding ? { point: picked, onPick: pick } : null}
          popup={popup}
        />
        {list.data && (
          <DepotLegend depots={shown} kinds={SUBSCRIPTION_KINDS} className={classes.legend} />
        )}
        {list.isPending && (
          <Paper className={classes.message} shadow="md" p="sm" role="status">
            <Group gap="xs">
              <Loader size="xs" />
              <Text size="sm">Memuat data depot…</Text>
            </Group>
          </Paper>
        )}
        {list.isError && (
          <Paper className={classes.message} shadow="md" p="sm" role="alert">
            <Group gap="xs">
              <Text size="sm">{errorMessage(list.error, messages.webgis.loadFailed)}</Text>
              <Button size="compact-xs" onClick={() => void list.refetch()}>
                Coba lagi
              </Button>
            </Group>
          </Paper>
        )}
        {adding && (
          <Paper
            className={classes.panel}
            shadow="lg"
            p="md"
            component="section"
            aria-labelledby="tambah-titik"
          >
            <Group justify="space-between" mb="xs">
              <Title order={3} size="h5" id="tambah-titik">
                Tambah Titik Depot
              </Title>
              <CloseButton
                aria-label="Tutup formulir"
                onClick={closeForm}
                disabled={add.isPending}
              />
            </Group>
            <DepotForm
              picked={picked}
              saving={add.isPending}
              onSubmit={save}
              onCancel={closeForm}
            />
          </Paper>
        )}
      </div>
      <ImportDialog opened={importing} onClose={() => setImporting(false)} />
    </div>
  );
}
