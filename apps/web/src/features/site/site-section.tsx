import { Box, Container, Text, Title, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './site.module.css';

interface SiteSectionProps {
  /** The section's anchor (`#pricing`); its title is `${id}-title`. */
  id: string;
  title: ReactNode;
  /** A line under the title. */
  subtitle?: ReactNode;
  /** A band of colour across the whole width. */
  bg?: MantineColor;
  children: ReactNode;
}

/** A landing-page section: a centred title over its content, reachable from the navbar. */
export function SiteSection({ id, title, subtitle, bg, children }: SiteSectionProps) {
  const section = (
    <Container
      size="lg"
      py={64}
      id={id}
      className={classes.section}
      component="section"
      aria-labelledby={`${id}-title`}
    >
      <Title order={2} ta="center" id={`${id}-title`} mb={subtitle ? undefined : 'xl'}>
        {title}
      </Title>
      {subtitle && (
        <Text ta="center" c="dimmed" mb="xl">
          {subtitle}
        </Text>
      )}
      {children}
    </Container>
  );
  return bg ? <Box bg={bg}>{section}</Box> : section;
}
