import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface StatCardProps {
  label: string;
  value: string;
  hint?: string;
  children?: ReactNode;
}

/** One figure in a bordered card: its label, the value large, an optional hint and more below. */
export function StatCard({ label, value, hint, children }: StatCardProps) {
  return (
    <Paper withBorder p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {/* Smaller in a phone's two columns, where 'Rp 852.000' would break after 'Rp'. */}
      <Text fw={700} fz={{ base: 20, xs: 24 }} lh={1.3}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
      {children}
    </Paper>
  );
}
