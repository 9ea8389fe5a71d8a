import { ModalsProvider } from '@mantine/modals';
import { useEffect, useRef } from 'react';

/** Mantine's dialog host (`modals.open*`), which first shows the dialog that mounted it. */
export function ModalsHost({ replay }: { replay: CustomEvent }) {
  return (
    <ModalsProvider labels={{ confirm: 'Ya', cancel: 'Batal' }}>
      <Replay event={replay} />
    </ModalsProvider>
  );
}

/** Sends the event again once the provider listens (its listeners go on in a layout effect). */
function Replay({ event }: { event: CustomEvent }) {
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    window.dispatchEvent(new CustomEvent(event.type, { detail: event.detail }));
  }, [event]);
  return null;
}
