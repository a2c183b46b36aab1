import { useRef } from 'react';
import type { VideoEvent } from '@cena/contracts';
import { Loader2, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useRevealOnMount } from '../hooks/use-reveal';
import type { StreamState } from '../hooks/use-video-progress';

export interface GenerationProgressProps {
  event: VideoEvent | null;
  state: StreamState;
}

/** The stage text of spec §4 for an event; queued reads as 'preparing'. */
export function stageKey(event: VideoEvent | null): string {
  if (!event || event.status === 'queued') return 'queued';
  if (event.status === 'completed') return 'completed';
  return event.stage ?? 'preparing';
}

/**
 * The i18n key of an event's stage text: while rendering, the engine's own wording (the local
 * engine draws the customer's words, it films nothing). An event without an engine reads as
 * the local one, whose texts promise the least.
 */
export function stageTextKey(event: VideoEvent | null): string {
  const stage = stageKey(event);
  if (stage === 'queued' || stage === 'completed') return `progress.stages.${stage}`;
  return `progress.engines.${event?.provider ?? 'local'}.${stage}`;
}

/** The live progress panel: the server's stage and percentage, nothing simulated. */
export function GenerationProgress({ event, state }: GenerationProgressProps) {
  const { t } = useTranslation('dashboard');
  const panel = useRef<HTMLElement>(null);
  useRevealOnMount(panel);
  const percent = Math.max(0, Math.min(100, Math.round(event?.progress ?? 0)));
  const stage = t(stageTextKey(event));
  return (
    <section
      ref={panel}
      aria-labelledby="progress-title"
      className="rounded-card bg-surface p-4 shadow-soft sm:p-6"
      data-testid="generation-progress"
    >
      <div className="flex items-center gap-3">
        <Loader2
          className="size-6 shrink-0 text-brand-500 motion-safe:animate-spin"
          aria-hidden="true"
        />
        <h2 id="progress-title" className="font-display text-lg font-bold text-ink-900">
          {t('progress.title')}
        </h2>
      </div>
      <div className="mt-5 flex items-baseline justify-between gap-3">
        <p className="font-medium text-ink-900" aria-live="polite" data-testid="progress-stage">
          {stage}
        </p>
        <span className="font-display text-xl font-bold text-brand-strong tabular-nums">
          {t('progress.percent', { percent })}
        </span>
      </div>
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${stage} ${percent}%`}
        aria-label={t('progress.title')}
        className="mt-3 h-3 overflow-hidden rounded-full bg-ink-100"
      >
        <div
          className="h-full rounded-full bg-linear-to-r from-brand-500 to-sun-400 transition-[width] duration-200 ease-out"
          style={{ width: `${percent}%` }}
        />
      </div>
      {state === 'reconnecting' && (
        <p className="mt-3 flex items-center gap-2 text-sm text-warning-strong" role="status">
          <WifiOff className="size-4" aria-hidden="true" />
          {t('progress.reconnecting')}
        </p>
      )}
      <p className="mt-4 text-sm text-ink-600">{t('progress.leaveHint')}</p>
    </section>
  );
}
