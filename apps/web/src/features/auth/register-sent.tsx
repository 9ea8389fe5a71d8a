import { messages, packageById } from '@depot/contract';
import { Button, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';

interface Props {
  username: string;
  packageId: string | null;
}

/** What a visitor sees once the request is sent: what happens next and where to log in. */
export function RegisterSent({ username, packageId }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the visitor was on is gone: reading goes on from this heading.
  useEffect(() => heading.current?.focus(), []);
  const chosen = packageById(packageId);

  return (
    <Stack gap="md">
      <ThemeIcon color="green.8" size={48} radius="xl" aria-hidden>
        <Text fz={26} fw={700} c="white" lh={1}>
          ✓
        </Text>
      </ThemeIcon>
      <div role="status">
        <Title order={2} ref={heading} tabIndex={-1}>
          Permintaan terkirim
        </Title>
        <Text mt={4}>{messages.register.accepted}</Text>
      </div>
      <Text>
        Username: <b>{username}</b>
        {chosen && (
          <>
            <br />
            Paket pilihan: <b>{chosen.name}</b>
          </>
        )}
      </Text>
      <div>
        <Text fw={600} mb={4}>
          Langkah berikutnya
        </Text>
        <List type="ordered" spacing="xs">
          <List.Item>{messages.register.nextReview}</List.Item>
          <List.Item>{messages.register.nextLogin(username)}</List.Item>
          <List.Item>{messages.register.nextWaiting}</List.Item>
        </List>
      </div>
      <Button component={Link} to="/login" size="md">
        Ke halaman Login
      </Button>
    </Stack>
  );
}
