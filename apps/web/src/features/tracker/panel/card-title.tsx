import type { ReactNode } from 'react';
import classes from '../tracker.module.css';

export const CardTitle = ({ children }: { children: ReactNode }) => (
  <h3 className={classes.cardTitle}>{children}</h3>
);
