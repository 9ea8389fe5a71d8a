import {
  formatDateTime,
  formatNumber,
  OPTIONAL_SENSOR_KIND_LABELS,
  packageById,
  type PendingRegistration,
  type PendingSensor,
} from '@depot/contract';
import { Anchor, Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';

function sensorKindLabel(s: PendingSensor) {
  if (s.is_main) return 'Sensor utama: level tangki';
  if (s.kind === 'flow' && s.tap) return `Aliran Keran ${s.tap}`;
  return s.kind === 'quality'
    ? OPTIONAL_SENSOR_KIND_LABELS.quality
    : OPTIONAL_SENSOR_KIND_LABELS.other;
}

interface Props {
  request: PendingRegistration;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}

export function RegistrationCard({ request: r, busy, onApprove, onReject }: Props) {
  return (
    <Card
      component="article"
      withBorder
      shadow="xs"
      padding="lg"
      aria-label={`Permintaan ${r.username}`}
      // A long depot name, username or sensor id wraps, even inside a word, not past the card.
      style={{ overflowWrap: 'anywhere' }}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Title order={3} size="h4">
              {r.depot_name}
            </Title>
            <Text size="sm" c="dimmed">
              Username: <b>{r.username}</b>
            </Text>
          </div>
          <Badge variant="light" color="orange" style={{ flexShrink: 0 }}>
            Menunggu
          </Badge>
        </Group>
        <Text size="sm">{r.address}</Text>
        <Text size="sm">
          WhatsApp:{' '}
          {r.whatsapp ? (
            // wa.me takes the number without its '+'.
            <Anchor href={`https://wa.me/${r.whatsapp.slice(1)}`} target="_blank" rel="noopener">
              {r.whatsapp}
            </Anchor>
          ) : (
            <Text span c="dimmed">
              tidak diisi
            </Text>
          )}
          {' · '}Paket:{' '}
          {packageById(r.package)?.name ?? (
            <Text span c="dimmed">
              belum memilih
            </Text>
          )}
        </Text>
        <Text size="sm">
          Tangki: {r.tank_name} · {formatNumber(r.capacity)} L · tinggi {formatNumber(r.height_cm)}{' '}
          cm
        </Text>
        <List size="sm" spacing={2}>
          {r.sensors.map((s) => (
            <List.Item key={s.sensor_id}>
              <b>{s.sensor_id}</b> — {s.nama_sensor}{' '}
              <Text span c="dimmed" size="xs">
                ({sensorKindLabel(s)})
              </Text>
            </List.Item>
          ))}
        </List>
        <Text size="xs" c="dimmed">
          Diminta: {formatDateTime(r.requested_at)}
        </Text>
        <Group justify="flex-end" mt="xs">
          <Button variant="light" color="red" disabled={busy} onClick={onReject}>
            Tolak
          </Button>
          <Button color="green" disabled={busy} onClick={onApprove}>
            Setujui
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
