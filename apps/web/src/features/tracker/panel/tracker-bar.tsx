import { messages } from '@depot/contract';
import { ActionIcon } from '@mantine/core';
import type { ReactNode, Ref } from 'react';
import classes from '../tracker.module.css';

const Chevron = ({ up }: { up: boolean }) => (
  <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2">
    <path d={up ? 'M6 15l6-6 6 6' : 'M6 9l6 6 6-6'} />
  </svg>
);

/**
 * The collapsible bottom bar over the map. Its head (the bike and its status) stays visible
 * when it is folded, so a phone keeps nearly the whole screen for the map.
 */
export function TrackerBar({
  open,
  onToggle,
  head,
  notice,
  children,
  ref,
}: {
  open: boolean;
  onToggle: () => void;
  head: ReactNode;
  /** Shown under the head, folded or not. */
  notice?: ReactNode;
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div ref={ref} className={classes.bar} data-open={open || undefined}>
      <div className={classes.barHead}>
        {head}
        <ActionIcon
          ml="auto"
          variant="light"
          size="lg"
          onClick={onToggle}
          aria-expanded={open}
          aria-controls="tracker-panel"
          aria-label={open ? messages.tracker.hidePanel : messages.tracker.showPanel}
        >
          <Chevron up={!open} />
        </ActionIcon>
        {notice && (
          <div className={classes.barNotice} role="status">
            {notice}
          </div>
        )}
      </div>
      <div id="tracker-panel" className={classes.barBody} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
