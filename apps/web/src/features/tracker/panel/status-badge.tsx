import { messages, type TrackerStatus } from '@depot/contract';
import { Badge } from '@mantine/core';

export const StatusBadge = ({ status, dot }: { status: TrackerStatus; dot?: boolean }) => (
  <Badge color={status === 'Online' ? 'green' : 'red'} variant={dot ? 'dot' : 'filled'}>
    {status === 'Online' ? messages.tracker.online : messages.tracker.offline}
  </Badge>
);
