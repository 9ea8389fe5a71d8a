import type { DepotToday } from '@depot/contract';
import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import classes from './home-cards.module.css';
import { formatQuality, QUALITY_LABELS } from './quality-labels';

/** A red banner with plain advice while the newest water-quality values are outside the limits. */
export function QualityBanner({
  quality,
  withLink = true,
}: {
  quality: DepotToday['quality'];
  /** The quality page shows the banner without a link to itself. */
  withLink?: boolean;
}) {
  if (!quality || quality.safe) return null;
  const bad = quality.params.filter((p) => !p.safe);
  return (
    <Alert color="red" variant="filled" title="Air belum aman diminum" role="alert">
      <Text size="sm">
        {bad
          .map((p) => `${QUALITY_LABELS[p.param].name} ${formatQuality(p.param, p.value)}`)
          .join(', ')}{' '}
        di luar batas air minum (Permenkes 2/2023).
      </Text>
      <Text size="sm" mt={4}>
        Hentikan pengisian galon untuk sementara, periksa dan ganti filter atau membran, cuci
        tangki, lalu uji ulang airnya sebelum melayani pelanggan lagi.
      </Text>
      {withLink && (
        <Anchor
          component={Link}
          to="/dashboard/kualitas-air"
          c="white"
          fw={700}
          size="sm"
          className={classes.tapTarget}
        >
          Lihat kualitas air
        </Anchor>
      )}
    </Alert>
  );
}
