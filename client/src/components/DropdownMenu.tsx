import * as Menu from '@radix-ui/react-dropdown-menu';
import { Check } from 'lucide-react';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { cn } from './cn';

/** Radix dropdown menu (arrow keys, typeahead, Escape returns focus to the trigger). */
export const DropdownMenu = Menu.Root;
export const DropdownMenuTrigger = Menu.Trigger;
export const DropdownMenuGroup = Menu.Group;
export const DropdownMenuRadioGroup = Menu.RadioGroup;

export const DropdownMenuContent = forwardRef<
  HTMLDivElement,
  ComponentPropsWithoutRef<typeof Menu.Content>
>(function DropdownMenuContent({ className, sideOffset = 8, align = 'end', ...rest }, ref) {
  return (
    <Menu.Portal>
      <Menu.Content
        ref={ref}
        sideOffset={sideOffset}
        align={align}
        className={cn(
          'z-50 min-w-56 rounded-card border border-ink-100 bg-surface p-1.5 text-ink-900 shadow-soft data-[state=open]:animate-fade-in',
          className,
        )}
        {...rest}
      />
    </Menu.Portal>
  );
});

const ITEM =
  'relative flex min-h-10 cursor-pointer items-center gap-2.5 rounded-md px-3 py-2 text-sm outline-none select-none data-[highlighted]:bg-ink-100 data-[disabled]:pointer-events-none data-[disabled]:opacity-50';

export const DropdownMenuItem = forwardRef<
  HTMLDivElement,
  ComponentPropsWithoutRef<typeof Menu.Item> & { destructive?: boolean }
>(function DropdownMenuItem({ className, destructive, ...rest }, ref) {
  return (
    <Menu.Item
      ref={ref}
      className={cn(ITEM, destructive && 'text-danger-strong', className)}
      {...rest}
    />
  );
});

export const DropdownMenuRadioItem = forwardRef<
  HTMLDivElement,
  ComponentPropsWithoutRef<typeof Menu.RadioItem>
>(function DropdownMenuRadioItem({ className, children, ...rest }, ref) {
  return (
    <Menu.RadioItem ref={ref} className={cn(ITEM, 'pl-9', className)} {...rest}>
      <Menu.ItemIndicator className="absolute left-3 inline-flex">
        <Check className="size-4 text-brand-strong" aria-hidden="true" />
      </Menu.ItemIndicator>
      {children}
    </Menu.RadioItem>
  );
});

export function DropdownMenuLabel({
  className,
  ...rest
}: ComponentPropsWithoutRef<typeof Menu.Label>) {
  return <Menu.Label className={cn('px-3 py-2 text-sm', className)} {...rest} />;
}

export function DropdownMenuSeparator({
  className,
  ...rest
}: ComponentPropsWithoutRef<typeof Menu.Separator>) {
  return <Menu.Separator className={cn('my-1 h-px bg-ink-100', className)} {...rest} />;
}
