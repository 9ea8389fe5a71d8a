import { Group, Text } from '@mantine/core';

/** The product mark: a drop and the name; `color` for the name on a dark background. */
export function Brand({ size = 'lg', color = 'cyan.9' }: { size?: 'md' | 'lg'; color?: string }) {
  return (
    <Group gap={8} wrap="nowrap">
      <img src="/favicon.svg" alt="" width={28} height={28} />
      <Text fw={700} size={size} c={color} style={{ whiteSpace: 'nowrap' }}>
        Depot Pintar
      </Text>
    </Group>
  );
}
