import type * as React from 'react';

import { cn } from '../lib/cn';
import styles from './footer.module.css';

/** The footer area in `footer_color_name` with AA text colour. */
export function FooterBar({ className, children, ...props }: React.ComponentProps<'footer'>) {
  return (
    <footer className={cn(styles.footer, className)} {...props}>
      <div className="container">{children}</div>
    </footer>
  );
}

/** A divider whose line shows only for tenants with `web_has_dividers` (its spacing always). */
export function FooterDivider() {
  return <hr className={styles.divider} />;
}
