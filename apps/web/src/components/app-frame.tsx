import { AppShell, Burger, Group, NavLink, ScrollArea, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { NavLink as RouterNavLink, Outlet } from 'react-router';

export interface MenuItem {
  label: string;
  to: string;
  /** Matches the path exactly (for a section's home). */
  end?: boolean;
  badge?: string;
}

interface AppFrameProps {
  title: string;
  menu: MenuItem[];
  /** Widgets at the right of the header (profile menu, logout). */
  actions: ReactNode;
}

/**
 * The signed-in frame shared by the dashboard and the admin panel: a header with the title and
 * a sidebar (250 px) that the burger toggles. On a phone the sidebar overlays the page and
 * closes when a link is chosen; on a desktop it stays where the user left it.
 */
export function AppFrame({ title, menu, actions }: AppFrameProps) {
  const isPhone = useMediaQuery('(max-width: 47.99em)', false);
  const [mobileOpen, mobile] = useDisclosure(false);
  const [desktopOpen, desktop] = useDisclosure(true);
  const opened = isPhone ? mobileOpen : desktopOpen;

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{
        width: 250,
        breakpoint: 'sm',
        collapsed: { mobile: !mobileOpen, desktop: !desktopOpen },
      }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger
              opened={opened}
              onClick={isPhone ? mobile.toggle : desktop.toggle}
              size="sm"
              aria-label={opened ? 'Tutup menu' : 'Buka menu'}
            />
            <Title order={1} size="h4" lineClamp={1}>
              {title}
            </Title>
          </Group>
          <Group gap="xs" wrap="nowrap">
            {actions}
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label="Menu utama">
        <ScrollArea>
          {menu.map((item) => (
            <NavLink
              key={item.to}
              component={RouterNavLink}
              to={item.to}
              end={item.end}
              label={item.label}
              onClick={mobile.close}
            />
          ))}
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0">
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
