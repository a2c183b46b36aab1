import {
  type ComponentPropsWithoutRef,
  createContext,
  forwardRef,
  type KeyboardEvent,
  useContext,
  useId,
} from 'react';
import { cn } from './cn';

/**
 * Tabs after the WAI-ARIA pattern (automatic activation): arrow keys, Home and End move between
 * tabs and select the one they reach, only the selected tab is in the tab order, and only the
 * selected panel is rendered. Not Radix's Tabs: the landing's generator card draws them, and
 * Radix's roving focus and collection cost several KB against issue 7's budget.
 */
interface TabsState {
  baseId: string;
  value: string;
  select: (value: string) => void;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error('Tabs parts must sit inside <Tabs>');
  return state;
}

const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
const contentId = (baseId: string, value: string) => `${baseId}-content-${value}`;

export interface TabsProps extends Omit<ComponentPropsWithoutRef<'div'>, 'defaultValue'> {
  value: string;
  onValueChange: (value: string) => void;
  /**
   * Prefix of the tabs' and panels' ids (default: `useId`). A prerendered page needs a fixed one:
   * its tree differs from the hydrating app's, so `useId` differs too, the hydrated tabs keep the
   * HTML's ids and a panel drawn after a switch would name ids no tab has.
   */
  idPrefix?: string;
}

export const Tabs = forwardRef<HTMLDivElement, TabsProps>(function Tabs(
  { value, onValueChange, idPrefix, ...rest },
  ref,
) {
  const generatedId = useId();
  const baseId = idPrefix ?? generatedId;
  const select = (next: string) => {
    if (next !== value) onValueChange(next);
  };
  return (
    <TabsContext.Provider value={{ baseId, value, select }}>
      <div ref={ref} dir="ltr" data-orientation="horizontal" {...rest} />
    </TabsContext.Provider>
  );
});

const NAVIGATION_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'Home', 'End']);

export const TabsList = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<'div'>>(
  function TabsList({ className, onKeyDown, ...rest }, ref) {
    const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
      onKeyDown?.(event);
      if (event.defaultPrevented || !NAVIGATION_KEYS.has(event.key)) return;
      const tabs = [
        ...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'),
      ];
      const current = tabs.indexOf(event.target as HTMLButtonElement);
      if (current < 0 || tabs.length === 0) return;
      event.preventDefault();
      const next =
        event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? tabs.length - 1
            : (current + (event.key === 'ArrowRight' ? 1 : -1) + tabs.length) % tabs.length;
      // Focusing a tab selects it (the trigger's onFocus).
      tabs[next]!.focus();
    };
    return (
      <div
        ref={ref}
        role="tablist"
        aria-orientation="horizontal"
        data-orientation="horizontal"
        className={cn('flex gap-1 rounded-control bg-ink-100 p-1', className)}
        onKeyDown={moveFocus}
        {...rest}
      />
    );
  },
);

export interface TabsTriggerProps extends ComponentPropsWithoutRef<'button'> {
  value: string;
}

export const TabsTrigger = forwardRef<HTMLButtonElement, TabsTriggerProps>(function TabsTrigger(
  { value, className, onMouseDown, onClick, onFocus, disabled, ...rest },
  ref,
) {
  const { baseId, value: selected, select } = useTabs();
  const active = value === selected;
  return (
    <button
      ref={ref}
      type="button"
      role="tab"
      id={triggerId(baseId, value)}
      aria-selected={active}
      aria-controls={contentId(baseId, value)}
      data-state={active ? 'active' : 'inactive'}
      data-orientation="horizontal"
      data-disabled={disabled ? '' : undefined}
      disabled={disabled}
      tabIndex={active ? 0 : -1}
      className={cn(
        'inline-flex min-h-10 flex-1 items-center justify-center gap-2 rounded-[8px] px-3 py-2 font-display text-sm font-semibold text-ink-600 transition duration-150 ease-out',
        'hover:text-ink-900 data-[state=active]:bg-surface data-[state=active]:text-ink-900 data-[state=active]:shadow-sm data-[state=active]:ring-2 data-[state=active]:ring-brand-500',
        className,
      )}
      // A press selects at once (as Radix did), the click covers keyboard and replayed clicks.
      onMouseDown={(event) => {
        onMouseDown?.(event);
        if (!event.defaultPrevented && event.button === 0 && !event.ctrlKey) select(value);
      }}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) select(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        if (!event.defaultPrevented) select(value);
      }}
      {...rest}
    />
  );
});

export interface TabsContentProps extends ComponentPropsWithoutRef<'div'> {
  value: string;
}

export const TabsContent = forwardRef<HTMLDivElement, TabsContentProps>(function TabsContent(
  { value, className, ...rest },
  ref,
) {
  const { baseId, value: selected } = useTabs();
  if (value !== selected) return null;
  return (
    <div
      ref={ref}
      role="tabpanel"
      id={contentId(baseId, value)}
      aria-labelledby={triggerId(baseId, value)}
      data-state="active"
      data-orientation="horizontal"
      tabIndex={0}
      className={cn('mt-4', className)}
      {...rest}
    />
  );
});
