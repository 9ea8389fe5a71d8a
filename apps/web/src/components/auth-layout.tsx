import { Anchor, Box, Center, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Brand } from './brand';

/** The frame of the login and register screens: a back link, the brand and a card. */
export function AuthLayout({ width, children }: { width: number; children: ReactNode }) {
  return (
    <Box bg="cyan.0" mih="100vh" py="xl" px="sm">
      <Center>
        <Stack w="100%" maw={width} gap="md">
          <Anchor component={Link} to="/" size="sm">
            ← Kembali ke Beranda
          </Anchor>
          <Brand />
          <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }}>
            {children}
          </Paper>
        </Stack>
      </Center>
    </Box>
  );
}
