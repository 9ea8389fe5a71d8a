import { AppShell, Burger, Group, NavLink, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { NavLink as RouterNavLink, Outlet } from 'react-router';
import { BottomNav, type ActionTab } from './bottom-nav';

const FIRST_RENDER = { getInitialValueInEffect: false };

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
  /** A phone's bottom bar: the main screens, then actions such as the notifications; 'Menu' last. */
  tabs: MenuItem[];
  tabActions?: ActionTab[];
}

/**
 * The signed-in frame shared by the dashboard and the admin panel: a header with the title and
 * a sidebar (250 px) that the burger toggles. On a phone the sidebar overlays the page and
 * closes when a link is chosen; on a desktop it stays where the user left it. Below 600 px a bar
 * at the bottom holds the main screens and a 'Menu' tab that opens the sidebar.
 */
export function AppFrame({ title, menu, actions, tabs, tabActions = [] }: AppFrameProps) {
  // Read at the first render, so the frame is drawn at its final size at once (no bottom bar
  // coming in, no burger turning from open to closed after the first paint).
  const isPhone = useMediaQuery('(max-width: 47.99em)', false, FIRST_RENDER);
  const isNarrow = useMediaQuery('(max-width: 37.49em)', false, FIRST_RENDER);
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
      footer={isNarrow ? { height: 56 } : undefined}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger
              opened={opened}
              onClick={isPhone ? mobile.toggle : desktop.toggle}
              size="sm"
              w={44}
              h={44}
              p={13}
              aria-label={opened ? 'Tutup menu' : 'Buka menu'}
            />
            {/* A phone fits a long depot name on two smaller lines; the rest shows on hover. */}
            <Title order={1} size="h4" fz={{ base: 'md', xs: 'lg' }} lineClamp={2} title={title}>
              {title}
            </Title>
          </Group>
          <Group gap="xs" wrap="nowrap">
            {actions}
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label="Menu utama">
        {/* A plain scrolling box: Mantine's ScrollArea would bring its own chunk to every screen. */}
        <AppShell.Section grow mih={0} style={{ overflowY: 'auto' }}>
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
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0">
        <Outlet />
      </AppShell.Main>
      {isNarrow && (
        <AppShell.Footer>
          <BottomNav
            links={tabs}
            actions={[
              ...tabActions.map((action) => ({
                ...action,
                onClick: () => {
                  mobile.close();
                  action.onClick();
                },
              })),
              { label: 'Menu', opened: mobileOpen, onClick: mobile.toggle },
            ]}
            onNavigate={mobile.close}
          />
        </AppShell.Footer>
      )}
    </AppShell>
  );
}
