import { Tabs as TabsPrimitive } from 'radix-ui';
import type * as React from 'react';

import { cn } from '../lib/cn';
import styles from './tabs.module.css';

export type TabsProps = React.ComponentProps<typeof TabsPrimitive.Root> & {
  variant?: 'underline' | 'segmented';
};

/**
 * Tabs with arrow-key navigation (radix); `segmented` for two or three views of one content (a
 * list or a calendar), so a view switch never looks like the filter chips beside it.
 */
export function Tabs({ className, variant = 'underline', ...props }: TabsProps) {
  return (
    <TabsPrimitive.Root
      className={cn(variant === 'segmented' && styles.segmented, className)}
      data-variant={variant}
      {...props}
    />
  );
}

export function TabsList({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.List>) {
  return <TabsPrimitive.List className={cn(styles.list, className)} {...props} />;
}

export function TabsTrigger({
  className,
  ...props
}: React.ComponentProps<typeof TabsPrimitive.Trigger>) {
  return <TabsPrimitive.Trigger className={cn(styles.trigger, className)} {...props} />;
}

export function TabsContent({
  className,
  ...props
}: React.ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn(styles.content, className)} {...props} />;
}
