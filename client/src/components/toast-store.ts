export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds on screen; the provider's default is 5 s (spec §9). */
  duration?: number;
  /** One button in the toast (e.g. 'Assistir' when a video is ready). */
  action?: { label: string; onClick: () => void };
}

export interface ToastState extends ToastOptions {
  id: number;
  open: boolean;
}

type Listener = () => void;

let current: ToastState | null = null;
let nextId = 1;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

/**
 * Shows a toast from anywhere (components, thunks, the API layer). One toast at a time: a new
 * one replaces the current (spec §4), and gets a fresh id so it restarts its timer.
 */
export function toast(options: ToastOptions): number {
  current = { ...options, id: nextId++, open: true };
  emit();
  return current.id;
}

export function dismissToast(id?: number): void {
  if (!current || (id !== undefined && current.id !== id)) return;
  current = { ...current, open: false };
  emit();
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToast(): ToastState | null {
  return current;
}

/** `const { toast, dismiss } = useToast()`; the same functions work outside React too. */
export function useToast() {
  return { toast, dismiss: dismissToast };
}
