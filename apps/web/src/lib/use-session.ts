import { useSyncExternalStore } from 'react';
import { sessionStore } from './session';

/** The stored session; the component re-renders when it changes, here or in another tab. */
export const useSession = () => useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
