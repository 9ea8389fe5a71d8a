import './mantine-styles';
import { CHAT_HELP_DELAY_MS, COMPANY_WHATSAPP, SITE_PAGES } from '@depot/contract';
import {
  Anchor,
  Box,
  Button,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Transition,
} from '@mantine/core';
import { Suspense, useEffect, useState } from 'react';
import { Link, Outlet } from 'react-router';
import { Brand } from '../../components/brand';
import classes from './site.module.css';
import { SiteNavbar } from './site-navbar';

function FloatingChat() {
  const [help, setHelp] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setHelp(true), CHAT_HELP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <Group className={classes.chat} gap="xs" align="flex-end" wrap="nowrap">
      <Transition mounted={help} transition="fade">
        {(style) => (
          <Text size="sm" className={classes.chatHelp} style={style} role="status">
            Ada pertanyaan? Chat kami di WhatsApp.
          </Text>
        )}
      </Transition>
      <Button
        component="a"
        href={`https://wa.me/${COMPANY_WHATSAPP}`}
        target="_blank"
        rel="noopener noreferrer"
        radius="xl"
        size="lg"
        color="teal.9"
        aria-label="Chat WhatsApp"
      >
        Chat
      </Button>
    </Group>
  );
}

function SiteFooter() {
  const link = (to: string, label: string) => (
    <Anchor component={Link} to={to} c="gray.3" size="sm" key={to}>
      {label}
    </Anchor>
  );
  return (
    <Box component="footer" bg="dark.8" c="gray.3" py="xl">
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          <Stack gap="xs">
            <Brand color="cyan.3" />
            <Text size="sm">
              Platform depot air minum isi ulang: stok, galon, pendapatan dan kurir dalam satu
              dasbor.
            </Text>
          </Stack>
          <Stack gap={6}>
            {link('/', 'Beranda')}
            {link('/#features', 'Fitur')}
            {link('/#workflow', 'Cara Kerja')}
            {link('/login', 'Login')}
            {link('/register', 'Daftar')}
          </Stack>
          <Stack gap={6}>{SITE_PAGES.map((p) => link(p.path, p.nav))}</Stack>
        </SimpleGrid>
        <Text size="xs" mt="xl" c="gray.5">
          © {new Date().getFullYear()} Depot Pintar
        </Text>
      </Container>
    </Box>
  );
}

/** Public pages: the navigation bar, the page, the footer and the floating chat button. */
export function SiteLayout() {
  return (
    <>
      <SiteNavbar />
      <Box component="main" pt={64}>
        {/* While an article's chunk loads the bar is already there, and the footer stays below the
            screen so that it does not jump when the article arrives. */}
        <Suspense fallback={<Box mih="100vh" />}>
          <Outlet />
        </Suspense>
      </Box>
      <SiteFooter />
      <FloatingChat />
    </>
  );
}
