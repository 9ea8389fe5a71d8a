import { Group, Text } from '@mantine/core';

/** The product mark: a drop and the name. */
export function Brand({ size = 'lg' }: { size?: 'md' | 'lg' }) {
  return (
    <Group gap={8} wrap="nowrap">
      <img src="/favicon.svg" alt="" width={28} height={28} />
      <Text fw={700} size={size} c="cyan.9">
        Depot Pintar
      </Text>
    </Group>
  );
}
