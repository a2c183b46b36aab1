import { useId } from 'react';
import { cn } from './cn';

export interface LogoProps {
  className?: string;
  /** White glyph and word, for dark backgrounds. */
  inverted?: boolean;
  /** Glyph only (the word stays as the accessible name). */
  compact?: boolean;
}

/** The clapperboard-corner glyph beside "Cena" in Poppins Bold (BRAND.md). */
export function Logo({ className, inverted, compact }: LogoProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-2 font-display text-2xl font-bold tracking-tight',
        inverted ? 'text-white' : 'text-ink-900',
        className,
      )}
    >
      <LogoGlyph className="size-7" />
      <span className={cn(compact && 'sr-only')}>Cena</span>
    </span>
  );
}

export function LogoGlyph({ className }: { className?: string }) {
  // A unique gradient id per instance: a `url(#id)` pointing into a hidden copy paints nothing.
  const gradient = `cena-glyph-${useId().replace(/:/g, '')}`;
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#FF5A36" />
          <stop offset="1" stopColor="#FF9F1C" />
        </linearGradient>
      </defs>
      <path
        d="M4 9.5 26.2 3.6a1.6 1.6 0 0 1 2 1.1l.8 3-22.8 6.1L4 9.5Z"
        fill={`url(#${gradient})`}
      />
      <path d="m9.6 7.9 4.4 4.4m3.2-6.4 4.4 4.4" stroke="#fff" strokeWidth="2" />
      <path
        d="M4 15h24v11.4A2.6 2.6 0 0 1 25.4 29H6.6A2.6 2.6 0 0 1 4 26.4V15Z"
        fill={`url(#${gradient})`}
      />
      <path d="m13.5 18.6 6 3.4-6 3.4v-6.8Z" fill="#fff" />
    </svg>
  );
}
