import { messages } from '@depot/contract';
import {
  Alert,
  Button,
  FileButton,
  Group,
  Image,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useRef, useState } from 'react';
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
  // Cleared after each pick, so picking the same file again is seen.
  const resetPick = useRef<() => void>(null);

  const save = (image: string | null) =>
    change.mutate(image, {
      onSuccess: (r) => notifications.show({ color: 'green', message: r.message }),
      onError: (e) => notifyFailure(e, messages.api.serverError),
    });

  const pick = async (file: File | null) => {
    resetPick.current?.();
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
        <Group gap="sm">
          <FileButton
            resetRef={resetPick}
            accept="image/png,image/jpeg"
            onChange={(file) => void pick(file)}
          >
            {(props) => (
              <Button {...props} loading={change.isPending}>
                {image ? 'Ganti Gambar QRIS' : 'Unggah Gambar QRIS'}
              </Button>
            )}
          </FileButton>
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
        <Text size="xs" c={problem ? 'red' : 'dimmed'} role={problem ? 'alert' : undefined}>
          {problem ?? 'PNG atau JPEG, maksimal 512 KB.'}
        </Text>
      </Stack>
    </Paper>
  );
}
