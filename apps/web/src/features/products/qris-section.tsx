import { messages } from '@depot/contract';
import {
  Alert,
  Button,
  FileInput,
  Group,
  Image,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { confirmAction } from '../../components/confirm';
import { errorMessage } from '../../lib/api';
import { notifyFailure } from '../../lib/notify-failure';
import { useChangeQris, useQris } from './api/qris';
import { qrisFileProblem, readDataUrl } from './qris-file';

/** The depot's static QRIS: the cashier shows it full screen with the amount to pay. */
export function QrisSection({ username }: { username: string }) {
  const qris = useQris(username);
  const change = useChangeQris(username);
  const [problem, setProblem] = useState<string | null>(null);

  const save = (image: string | null) =>
    change.mutate(image, {
      onSuccess: (r) => notifications.show({ color: 'green', message: r.message }),
      onError: (e) => notifyFailure(e, messages.api.serverError),
    });

  const pick = async (file: File | null) => {
    if (!file) return;
    const refused = qrisFileProblem(file);
    setProblem(refused);
    if (!refused) save(await readDataUrl(file));
  };

  const image = qris.data;
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <div>
          <Title order={3} size="h4">
            QRIS Depot
          </Title>
          <Text size="sm" c="dimmed">
            Unggah gambar QRIS statis dari bank atau e-wallet depot. Kasir menampilkannya layar
            penuh beserta jumlah yang harus dibayar.
          </Text>
        </div>
        {qris.isPending ? (
          <Loader aria-label="Memuat QRIS" />
        ) : qris.isError ? (
          <Alert color="red">{errorMessage(qris.error, messages.api.serverError)}</Alert>
        ) : image ? (
          <Image
            src={image}
            alt="QRIS depot"
            maw={240}
            radius="sm"
            fit="contain"
            data-testid="qris-preview"
          />
        ) : (
          <Alert color="gray" variant="light">
            {messages.pos.qrisMissing}
          </Alert>
        )}
        <Group align="flex-end" gap="sm">
          <FileInput
            label={image ? 'Ganti gambar QRIS' : 'Unggah gambar QRIS'}
            description="PNG atau JPEG, maksimal 512 KB."
            placeholder="Pilih gambar…"
            accept="image/png,image/jpeg"
            value={null}
            onChange={(file) => void pick(file)}
            error={problem}
            disabled={change.isPending}
            miw={220}
            style={{ flex: 1 }}
          />
          {image && (
            <Button
              variant="light"
              color="red"
              disabled={change.isPending}
              onClick={() =>
                confirmAction({
                  title: 'Hapus QRIS',
                  text: 'Kasir tidak dapat menampilkan QRIS sampai gambar baru diunggah.',
                  confirm: 'Ya, hapus',
                  color: 'red',
                  onConfirm: () => save(null),
                })
              }
            >
              Hapus QRIS
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
