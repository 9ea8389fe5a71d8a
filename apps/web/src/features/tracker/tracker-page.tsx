import { messages } from '@depot/contract';
import { Alert } from '@mantine/core';
import { useReducer } from 'react';
import { useSession } from '../../lib/use-session';
import { initialView, trackerReducer } from './tracker-view';
import { TrackerScreen } from './tracker-screen';

/**
 * /dashboard/trek-motor: the owner's (or employee's) own depot. Its live positions come with the
 * dashboard's stream (app/use-live-updates.ts).
 */
export function TrackerPage() {
  const { token, username } = useSession();
  const [view, dispatch] = useReducer(trackerReducer, username, initialView);
  if (!token || !username) {
    return (
      <Alert color="red" role="alert">
        {messages.tracker.accessDenied}
      </Alert>
    );
  }
  return <TrackerScreen username={username} view={view} dispatch={dispatch} />;
}
