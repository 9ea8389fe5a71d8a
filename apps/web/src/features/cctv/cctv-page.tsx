import { messages } from '@depot/contract';
import { Alert, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '../../lib/api';
import { useSession } from '../../lib/use-session';
import { useCctvCameras } from './api/cctv-cameras';
import { CameraCard } from './camera-card';

export function CctvPage() {
  const username = useSession().username ?? '';
  const cameras = useCctvCameras(username);
  return (
    <Stack>
      <div>
        <Title order={2} size="h3">
          {messages.cctv.title}
        </Title>
        <Text c="dimmed">{messages.cctv.subtitle}</Text>
      </div>
      {cameras.isPending && <Loader size="sm" aria-label="Memuat kamera" />}
      {cameras.isError && (
        <Alert color="red">{errorMessage(cameras.error, messages.cctv.loadFailed)}</Alert>
      )}
      {cameras.isSuccess && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {cameras.data.data.map((camera) => (
            <CameraCard
              key={camera.slot}
              username={username}
              camera={camera}
              canEdit={cameras.data.can_edit}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
