import type { Testimonial } from '@depot/contract';
import { Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './testimonial-card.module.css';

/** 'Rudi Hartono' → 'RH'; one word gives one letter. */
const initials = (name: string) =>
  name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');

/** The person's photo, or their initials without one; the name beside it says who it is. */
export function TestimonialAvatar({
  name,
  avatar,
  size = 48,
}: Pick<Testimonial, 'name' | 'avatar'> & { size?: number }) {
  if (avatar) {
    return (
      <img
        src={avatar}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        className={classes.avatar}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${classes.avatar} ${classes.initials}`}
      style={{ width: size, height: size, fontSize: size * 0.38 }}
    >
      {initials(name)}
    </span>
  );
}

interface Props {
  item: Pick<Testimonial, 'name' | 'role' | 'text' | 'avatar'>;
  /** Below the person: the admin list's date and actions. */
  footer?: ReactNode;
}

/** One testimonial as the landing page shows it; the admin list adds its footer. */
export function TestimonialCard({ item, footer }: Props) {
  return (
    <Card
      component="figure"
      withBorder
      padding="lg"
      radius="md"
      className={classes.card}
      aria-label={item.name}
    >
      <Stack gap="md" h="100%">
        <Text component="blockquote" className={classes.quote}>
          “{item.text}”
        </Text>
        <Group component="figcaption" gap="sm" wrap="nowrap" mt="auto">
          <TestimonialAvatar name={item.name} avatar={item.avatar} />
          <div>
            <Text fw={700}>{item.name}</Text>
            <Text size="sm" c="dimmed">
              {item.role}
            </Text>
          </div>
        </Group>
        {footer}
      </Stack>
    </Card>
  );
}
