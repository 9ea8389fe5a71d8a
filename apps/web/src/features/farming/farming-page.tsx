import { messages } from '@depot/contract';
import { Stack, Title } from '@mantine/core';
import { FarmingScreen } from './farming-screen';

/** /dashboard/smart-farming: the owner's own farm. */
export function FarmingPage() {
  return (
    <Stack>
      <Title order={2} size="h3">
        {messages.farming.title}
      </Title>
      <FarmingScreen />
    </Stack>
  );
}
