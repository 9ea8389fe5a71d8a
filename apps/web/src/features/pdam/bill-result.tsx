import { formatNumber, formatRupiah, type BillResult as Bill } from '@depot/contract';
import { Anchor, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { DataList, type DataColumn } from '../../components/data-list';

const m3 = (n: number) => `${formatNumber(n)} m³`;
const range = (from: number, to: number | null) =>
  to === null ? `> ${formatNumber(from)} m³` : `${formatNumber(from)}–${formatNumber(to)} m³`;

const BLOCK_COLUMNS: DataColumn<Bill['rincian_blok'][number]>[] = [
  { header: 'Blok', cell: (line) => range(line.dari_m3, line.sampai_m3) },
  { header: 'Volume', cell: (line) => m3(line.volume_m3), figure: true },
  { header: 'Tarif/m³', cell: (line) => formatRupiah(line.tarif_per_m3), figure: true },
  { header: 'Biaya', cell: (line) => formatRupiah(line.biaya), figure: true },
];

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : undefined} ta="right" style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

/** The results panel: who bills, how much, and how the amount is made up block by block. */
export function BillResult({ bill }: { bill: Bill }) {
  const d = bill.detail_biaya;
  return (
    <Paper withBorder p="md" aria-label="Hasil perhitungan tagihan">
      <Stack gap="xs">
        <Row label="PDAM" value={bill.pdam_name} />
        <Row label="Golongan" value={bill.golongan} />
        <Row label="Pemakaian" value={m3(bill.usage_m3)} />
        {bill.volume_ditagih_m3 > bill.usage_m3 && (
          <Text size="xs" c="dimmed">
            Ditagih pemakaian minimum {m3(bill.pemakaian_minimum_m3)}.
          </Text>
        )}
        <Group justify="space-between" align="baseline" mt="xs">
          <Text fw={600}>Total Tagihan</Text>
          <Text fw={800} fz={26} data-testid="pdam-total">
            {formatRupiah(bill.total_tagihan)}
          </Text>
        </Group>
        <Divider label="Rincian biaya" labelPosition="left" />
        <DataList
          label="Rincian blok pemakaian"
          columns={BLOCK_COLUMNS}
          rows={bill.rincian_blok}
          rowKey={(line) => String(line.dari_m3)}
        />
        <Row label="Biaya pemakaian air" value={formatRupiah(d.biaya_pemakaian_air)} />
        <Row label="Biaya administrasi" value={formatRupiah(d.biaya_administrasi)} />
        <Row label="Biaya pemeliharaan meter" value={formatRupiah(d.biaya_pemeliharaan_meter)} />
        <Row
          label="Sub total sebelum PPN & materai"
          value={formatRupiah(d.sub_total_sebelum_ppn_materai)}
          strong
        />
        <Row
          label={`PPN (${formatNumber(d.ppn_persentase)}%)`}
          value={formatRupiah(d.ppn_jumlah)}
        />
        <Row label="Bea materai" value={formatRupiah(d.materai_jumlah)} />
        <Row label="Total tagihan" value={formatRupiah(bill.total_tagihan)} strong />
        <Text size="xs" c="dimmed" mt="xs">
          Dasar tarif: {bill.dasar_tarif.regulasi} ({bill.dasar_tarif.tanggal}).{' '}
          <Anchor
            href={bill.dasar_tarif.sumber}
            target="_blank"
            rel="noreferrer"
            size="xs"
            underline="always"
          >
            Sumber
          </Anchor>
          . PPN air minum perpipaan dibebaskan (PP 49/2022); materai Rp 10.000 hanya untuk tagihan
          di atas Rp 5.000.000 (UU 10/2020).
        </Text>
      </Stack>
    </Paper>
  );
}
