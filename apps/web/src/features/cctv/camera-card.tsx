import { messages, type CctvCamera } from '@depot/contract';
import { Button, Center, Group, Modal, Paper, Text, Title } from '@mantine/core';
import { useState } from 'react';
import classes from './cctv.module.css';
import { SourceForm } from './source-form';
import { StreamPlayer } from './stream-player';

/** One camera, by name: its stream, or how to give it one; the owner sets the source in a dialog. */
export function CameraCard({
  username,
  camera,
  canEdit,
}: {
  username: string;
  camera: CctvCamera;
  canEdit: boolean;
}) {
  const [editing, setEditing] = useState(false);
  return (
    <Paper withBorder p="sm" component="section" aria-label={camera.label}>
      <Title order={3} size="h5" mb="xs">
        {camera.label}
      </Title>
      {camera.url === null ? (
        <Center className={classes.screen} p="md">
          <Text c="gray.4" size="sm" ta="center" maw={320}>
            {canEdit ? messages.cctv.noSourceOwner : messages.cctv.noSourceEmployee}
          </Text>
        </Center>
      ) : (
        // A new URL starts a new player, with its own tries.
        <StreamPlayer key={camera.url} url={camera.url} label={camera.label} />
      )}
      {canEdit && (
        // The source's address shows only in its form: the card is named by the camera.
        <Group justify="flex-end" mt="xs">
          <Button size="compact-sm" variant="light" onClick={() => setEditing(true)}>
            {camera.url === null ? messages.cctv.setSource : messages.cctv.changeSource}
          </Button>
        </Group>
      )}
      <Modal opened={editing} onClose={() => setEditing(false)} title={camera.label} centered>
        <SourceForm username={username} camera={camera} onDone={() => setEditing(false)} />
      </Modal>
    </Paper>
  );
}
