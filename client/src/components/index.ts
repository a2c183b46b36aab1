export { cn } from './cn';
export { Badge, type BadgeProps, type BadgeVariant } from './Badge';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button';
export { Dialog, DialogClose, type DialogProps } from './Dialog';
export {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './DropdownMenu';
export { LANGUAGE_NAMES, LanguageSwitcher } from './LanguageSwitcher';
export { Footer } from './layout/Footer';
export { Header, type HeaderProps } from './layout/Header';
export { PageLayout } from './layout/PageLayout';
export { Logo, LogoGlyph } from './Logo';
export { Slider, type SliderProps } from './Slider';
export { Spinner, type SpinnerProps } from './Spinner';
export { Switch } from './Switch';
export { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs';
// The toast API is separate from the Radix viewport (`Toaster`, lazy-mounted by AppRoot), so
// calling `toast()` adds no Radix code to a page's initial JS.
export { dismissToast, toast, type ToastOptions, type ToastVariant, useToast } from './toast-store';
export { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD, Toaster } from './Toast';
export { Tooltip, TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS, TooltipProvider } from './Tooltip';
