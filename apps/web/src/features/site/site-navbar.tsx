import { NAVBAR_SCROLL_THRESHOLD_PX, SITE_PAGES } from '@depot/contract';
import { Anchor, Box, Burger, Button, Collapse, Container, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, useState, type MouseEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { Brand } from '../../components/brand';
import classes from './site.module.css';

const HOME_ANCHORS = [
  { id: 'home', label: 'Beranda' },
  { id: 'features', label: 'Fitur' },
  { id: 'workflow', label: 'Cara Kerja' },
];

/** Whether the page is scrolled further down than `threshold` pixels. */
function useScrolledPast(threshold: number) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    // The first reading waits for the next frame: read right after the first render, the scroll
    // position forces a layout of the whole landing page inside that (already long) task.
    const frame = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, [threshold]);
  return scrolled;
}

/**
 * Fixed on top; solid once scrolled past 50 px or on an article or the map; a collapsible menu on
 * phones.
 */
export function SiteNavbar() {
  const { pathname } = useLocation();
  const [opened, menu] = useDisclosure(false);
  const isHome = pathname === '/';
  const isSitePage = SITE_PAGES.some((p) => p.path === pathname);
  const scrolled = useScrolledPast(NAVBAR_SCROLL_THRESHOLD_PX);

  const scrollTo = (id: string) => (event: MouseEvent) => {
    event.preventDefault();
    menu.close();
    document.getElementById(id)?.scrollIntoView({ behavior: 'smooth' });
    history.replaceState(null, '', id === 'home' ? '/' : `/#${id}`);
  };

  const links = (
    <>
      {isHome ? (
        HOME_ANCHORS.map((a) => (
          <Anchor key={a.id} href={`#${a.id}`} onClick={scrollTo(a.id)} className={classes.navLink}>
            {a.label}
          </Anchor>
        ))
      ) : (
        <Anchor component={Link} to="/" onClick={menu.close} className={classes.navLink}>
          Beranda
        </Anchor>
      )}
      {SITE_PAGES.map((p) => (
        <Anchor
          key={p.path}
          component={Link}
          to={p.path}
          onClick={menu.close}
          className={classes.navLink}
        >
          {p.nav}
        </Anchor>
      ))}
    </>
  );
  const buttons = (
    <>
      <Button component={Link} to="/register" variant="default" onClick={menu.close}>
        Daftar
      </Button>
      <Button component={Link} to="/login" onClick={menu.close}>
        Login
      </Button>
    </>
  );

  return (
    <Box
      component="header"
      className={classes.navbar}
      data-scrolled={scrolled || undefined}
      data-article={isSitePage || undefined}
      data-open={opened || undefined}
    >
      <Container size="xl" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Anchor component={Link} to="/" underline="never" aria-label="Depot Pintar, ke Beranda">
            <Brand />
          </Anchor>
          <Group
            gap="sm"
            visibleFrom="lg"
            wrap="nowrap"
            component="nav"
            aria-label="Navigasi utama"
          >
            {links}
            {buttons}
          </Group>
          <Burger
            hiddenFrom="lg"
            opened={opened}
            onClick={menu.toggle}
            aria-label={opened ? 'Tutup menu' : 'Buka menu'}
          />
        </Group>
      </Container>
      <Collapse expanded={opened} hiddenFrom="lg">
        <Stack
          p="md"
          gap="sm"
          component="nav"
          aria-label="Navigasi utama"
          className={classes.mobileMenu}
        >
          {links}
          <Group grow>{buttons}</Group>
        </Stack>
      </Collapse>
    </Box>
  );
}
