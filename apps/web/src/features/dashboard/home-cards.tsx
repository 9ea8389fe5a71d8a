import {
  formatInteger,
  formatLitres,
  formatOneDecimal,
  formatRupiah,
  formatTime,
  type DepotToday,
} from '@depot/contract';
import { Alert, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './home-cards.module.css';
import { QUALITY_LABELS } from './quality-labels';

const GRID = { cols: { base: 2, sm: 3, lg: 6 }, spacing: 'sm' } as const;

interface CardProps {
  to: string;
  title: string;
  value: ReactNode;
  note: ReactNode;
  color?: string;
}

/** One figure of the day; the whole card opens the page behind it. */
function HomeCard({ to, title, value, note, color }: CardProps) {
  return (
    <Paper withBorder p="sm" component={Link} to={to} className={classes.card} aria-label={title}>
      <Text size="sm" c="dimmed">
        {title}
      </Text>
      <Text className={classes.value} c={color}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {note}
      </Text>
    </Paper>
  );
}

function gapNote(gap: number) {
  if (gap === 0) return 'Kasir dan keran cocok';
  return gap > 0
    ? `Keran mengisi ${formatInteger(gap)} galon lebih banyak dari yang dijual`
    : `Kasir menjual ${formatInteger(-gap)} galon lebih banyak dari keran`;
}

function qualityCard(quality: DepotToday['quality']): Omit<CardProps, 'to' | 'title'> {
  if (!quality) return { value: '–', note: 'Belum ada data sensor' };
  const bad = quality.params.filter((p) => !p.safe);
  return quality.safe
    ? { value: 'Aman', color: 'green.8', note: `Diperbarui ${formatTime(quality.ts)} WIB` }
    : {
        value: 'Tidak aman',
        color: 'red.8',
        note: bad.map((p) => QUALITY_LABELS[p.param].name).join(', ') + ' di luar batas',
      };
}

function deviceCard(devices: DepotToday['devices']): Omit<CardProps, 'to' | 'title'> {
  const offline = devices.filter((d) => !d.online).length;
  if (!devices.length) return { value: '–', note: 'Belum ada perangkat' };
  return {
    value: `${formatInteger(devices.length - offline)}/${formatInteger(devices.length)} aktif`,
    color: offline ? 'red.8' : 'green.8',
    note: offline
      ? `${formatInteger(offline)} perangkat tidak mengirim data`
      : 'Semua mengirim data',
  };
}

/** Today at a glance, above the spec's report switcher. An employee's takings open the till. */
export function HomeCards({ today, isEmployee }: { today: DepotToday; isEmployee: boolean }) {
  const { tank } = today;
  return (
    <SimpleGrid {...GRID} aria-label="Ringkasan hari ini">
      <HomeCard
        to={isEmployee ? '/dashboard/pos' : '/dashboard/pendapatan'}
        title="Pendapatan hari ini"
        value={formatRupiah(today.takings)}
        note="Dari kasir"
      />
      <HomeCard
        to="/dashboard/pos"
        title="Galon terjual"
        value={formatInteger(today.sold_gallons)}
        note="Hari ini di kasir"
      />
      <HomeCard
        to="/dashboard/selisih-galon"
        title="Selisih keran vs kasir"
        value={`${today.gap_gallons > 0 ? '+' : ''}${formatInteger(today.gap_gallons)} galon`}
        color={today.gap_gallons === 0 ? 'green.9' : 'orange.9'}
        note={`${gapNote(today.gap_gallons)} (keran ${formatInteger(today.tap_gallons)})`}
      />
      <HomeCard
        to="/dashboard#laporan"
        title="Stok tangki"
        value={tank ? `${formatOneDecimal(tank.percent)}%` : '–'}
        note={tank ? `${formatLitres(tank.volume)} L` : 'Belum ada data tangki'}
      />
      <HomeCard to="/dashboard/kualitas-air" title="Kualitas air" {...qualityCard(today.quality)} />
      <HomeCard
        to="/dashboard/kualitas-air#perangkat"
        title="Status perangkat"
        {...deviceCard(today.devices)}
      />
    </SimpleGrid>
  );
}

/** The cards' place while they load: six cards of their own height. */
export function HomeCardsSkeleton() {
  return (
    <SimpleGrid {...GRID} aria-hidden>
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className={classes.card} />
      ))}
    </SimpleGrid>
  );
}

/** A short word when the cards cannot load. */
export function HomeCardsState() {
  return <Alert color="gray">Ringkasan hari ini tidak tersedia.</Alert>;
}
