import { NavLink } from 'react-router';
import type { MenuItem } from './app-frame';
import classes from './bottom-nav.module.css';

/** A tab that opens something on the page (the notifications, the sidebar) instead of a screen. */
export interface ActionTab {
  label: string;
  opened: boolean;
  onClick: () => void;
}

interface BottomNavProps {
  links: MenuItem[];
  actions: ActionTab[];
  /** Called when a screen's tab is chosen (the frame closes its sidebar). */
  onNavigate: () => void;
}

/** A phone's bar at the bottom, within a thumb's reach: its screens first, then its actions. */
export function BottomNav({ links, actions, onNavigate }: BottomNavProps) {
  return (
    <nav className={classes.bar} aria-label="Navigasi bawah">
      {links.map((item) => (
        <NavLink
          key={item.to}
          to={item.to}
          end={item.end}
          className={classes.tab}
          onClick={onNavigate}
        >
          {item.label}
        </NavLink>
      ))}
      {actions.map((action) => (
        <button
          key={action.label}
          type="button"
          className={classes.tab}
          aria-expanded={action.opened}
          onClick={action.onClick}
        >
          {action.label}
        </button>
      ))}
    </nav>
  );
}
