import * as TabsPrimitive from '@radix-ui/react-tabs';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { cn } from './cn';

/** Radix tabs (arrow keys move between tabs); styled with the brand's active colour. */
export const Tabs = TabsPrimitive.Root;

export const TabsList = forwardRef<
  HTMLDivElement,
  ComponentPropsWithoutRef<typeof TabsPrimitive.List>
>(function TabsList({ className, ...rest }, ref) {
  return (
    <TabsPrimitive.List
      ref={ref}
      className={cn('flex gap-1 rounded-control bg-ink-100 p-1', className)}
      {...rest}
    />
  );
});

export const TabsTrigger = forwardRef<
  HTMLButtonElement,
  ComponentPropsWithoutRef<typeof TabsPrimitive.Trigger>
>(function TabsTrigger({ className, ...rest }, ref) {
  return (
    <TabsPrimitive.Trigger
      ref={ref}
      className={cn(
        'inline-flex min-h-10 flex-1 items-center justify-center gap-2 rounded-[8px] px-3 py-2 font-display text-sm font-semibold text-ink-600 transition duration-150 ease-out',
        'hover:text-ink-900 data-[state=active]:bg-surface data-[state=active]:text-ink-900 data-[state=active]:shadow-sm data-[state=active]:ring-2 data-[state=active]:ring-brand-500',
        className,
      )}
      {...rest}
    />
  );
});

export const TabsContent = forwardRef<
  HTMLDivElement,
  ComponentPropsWithoutRef<typeof TabsPrimitive.Content>
>(function TabsContent({ className, ...rest }, ref) {
  return <TabsPrimitive.Content ref={ref} className={cn('mt-4', className)} {...rest} />;
});
