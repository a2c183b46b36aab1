import { Pause, Play, Volume2, VolumeX } from 'lucide-react';
import { cn } from './cn';

/** Round buttons laid over a playing video: dark, white icon, white focus ring. */
export const MEDIA_BUTTON =
  'inline-flex items-center justify-center rounded-full bg-ink-900/75 text-white hover:bg-ink-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

const SIZES = {
  sm: { button: 'size-9', icon: 'size-4' },
  md: { button: 'size-10', icon: 'size-5' },
} as const;

interface MediaToggleProps {
  onClick: () => void;
  /** The accessible name for the action the button does now ('Pausar', 'Ativar som'). */
  label: string;
  size?: keyof typeof SIZES;
  className?: string;
}

/** Play / pause over a video: shows Pause while it plays. */
export function PlayPauseButton({
  playing,
  onClick,
  label,
  size = 'md',
  className,
}: MediaToggleProps & { playing: boolean }) {
  const Icon = playing ? Pause : Play;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={cn(MEDIA_BUTTON, SIZES[size].button, className)}
    >
      <Icon className={SIZES[size].icon} aria-hidden="true" />
    </button>
  );
}

/** Sound on / off over a video: pressed while the sound is on. */
export function MuteButton({
  muted,
  onClick,
  label,
  size = 'md',
  className,
}: MediaToggleProps & { muted: boolean }) {
  const Icon = muted ? VolumeX : Volume2;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={!muted}
      aria-label={label}
      className={cn(MEDIA_BUTTON, SIZES[size].button, className)}
    >
      <Icon className={SIZES[size].icon} aria-hidden="true" />
    </button>
  );
}
