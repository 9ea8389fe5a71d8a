import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="sm">
        <Title order={1}>404</Title>
        <Text>Halaman yang Anda cari tidak ditemukan.</Text>
        <Group>
          <Button component={Link} to="/">
            Ke Beranda
          </Button>
          <Button component={Link} to="/login" variant="default">
            Login
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
