import { cctvUrl, messages, z, type CctvCamera } from '@depot/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm } from 'react-hook-form';
import { notifyFailure } from '../../lib/notify-failure';
import { useSetCctvSource } from './api/set-cctv-source';

const sourceForm = z.object({ url: cctvUrl });
type SourceForm = z.input<typeof sourceForm>;

/** The owner's form for one camera's source: save a URL, or remove the one set. */
export function SourceForm({
  username,
  camera,
  onDone,
}: {
  username: string;
  camera: CctvCamera;
  onDone: () => void;
}) {
  const save = useSetCctvSource(username);
  const form = useForm<SourceForm, unknown, z.output<typeof sourceForm>>({
    resolver: zodResolver(sourceForm),
    defaultValues: { url: camera.url ?? '' },
  });
  const send = (url: string | null) =>
    save.mutate(
      { slot: camera.slot, url },
      {
        onSuccess: (r) => {
          notifications.show({
            color: 'teal',
            message: (url === null ? messages.cctv.removed : messages.cctv.saved)(camera.label),
          });
          // A LAN address plays only inside the depot's network: the server says so.
          if (r.message)
            notifications.show({ color: 'yellow', autoClose: false, message: r.message });
          onDone();
        },
        onError: (error) => notifyFailure(error, messages.cctv.saveFailed),
      },
    );

  return (
    <form onSubmit={form.handleSubmit(({ url }) => send(url))} noValidate>
      <Stack>
        <TextInput
          label={messages.cctv.urlLabel}
          description={messages.cctv.urlHint}
          placeholder="https://…/index.m3u8"
          required
          data-autofocus
          autoComplete="off"
          inputMode="url"
          error={form.formState.errors.url?.message}
          {...form.register('url')}
        />
        <Text size="xs" c="dimmed">
          {messages.cctv.gatewayHint}
        </Text>
        <Group justify="space-between" mt="sm">
          {camera.url !== null ? (
            <Button
              color="red"
              variant="subtle"
              disabled={save.isPending}
              onClick={() => send(null)}
            >
              {messages.cctv.removeSource}
            </Button>
          ) : (
            <span />
          )}
          <Group>
            <Button variant="default" onClick={onDone} disabled={save.isPending}>
              {messages.cctv.cancel}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {messages.cctv.save}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
