import { LIMITS, type Locale } from '@cena/contracts';
import {
  ArrowLeft,
  ChevronLeft,
  ChevronRight,
  Pencil,
  RefreshCw,
  Sparkles,
  Wand2,
} from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevealOnMount } from '../../dashboard/hooks/use-reveal';
import { toastForError } from '../../../app/errors';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { cn } from '../../../components/cn';
import { toast } from '../../../components/toast-store';
import {
  useFormatFinalPromptMutation,
  useGenerateAlternativesMutation,
  useRefinePromptMutation,
} from '../../dashboard/api';

/** Spec §4 / §9: 8 messages, one every 600 ms, while the first proposal is on its way. */
export const LOADING_MESSAGE_MS = 600;

interface Proposal {
  text: string;
  tags: string[];
}

/** What 'Aceitar e Gerar Vídeo' hands over (spec §4). */
export interface AcceptedPrompt {
  original: string;
  refined: string;
  english?: string;
  tags: string[];
}

export interface RefinementAssistantProps {
  /** The user's idea; the assistant starts refining it as soon as it mounts. */
  originalPrompt: string;
  onAccept: (accepted: AcceptedPrompt) => Promise<void> | void;
  /** Back to the original idea: closes the assistant, the box keeps what was typed. */
  onBack: () => void;
  /**
   * Generates the idea as typed, without the assistant. Offered under the idea, where it stays
   * put as the proposals arrive: below the panel, the proposals pushed it down under the finger
   * of a customer about to tap it.
   */
  onSkip?: () => void;
  /** True while the parent's generate request is in flight. */
  generating?: boolean;
}

function useRotatingIndex(active: boolean, length: number) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % length), LOADING_MESSAGE_MS);
    return () => clearInterval(timer);
  }, [active, length]);
  return index;
}

/**
 * The prompt refinement assistant (spec §2, §4): loading with rotating messages, then the
 * proposal with its tags; edit, up to 3 proposals with arrows and dots, accept → final format.
 */
export function RefinementAssistant({
  originalPrompt,
  onAccept,
  onBack,
  onSkip,
  generating = false,
}: RefinementAssistantProps) {
  const { t, i18n } = useTranslation('assistant');
  const panel = useRef<HTMLElement>(null);
  useRevealOnMount(panel);
  const [refine, refineState] = useRefinePromptMutation();
  const [alternatives, alternativesState] = useGenerateAlternativesMutation();
  const [formatFinal, formatState] = useFormatFinalPromptMutation();
  const [proposals, setProposals] = useState<Proposal[]>([]);
  const [selected, setSelected] = useState(0);
  const [sessionId, setSessionId] = useState<string | undefined>();
  const [editing, setEditing] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  const messages = t('refine.loading', { returnObjects: true }) as string[];
  const loading = proposals.length === 0;
  const messageIndex = useRotatingIndex(loading, messages.length);
  const processing =
    refineState.isLoading || alternativesState.isLoading || formatState.isLoading || generating;
  const atLimit = proposals.length >= LIMITS.maxProposals;
  const current = proposals[selected];

  const start = useCallback(() => {
    setFailed(false);
    refine({ userPrompt: originalPrompt.trim(), userLanguage: i18n.language as Locale })
      .unwrap()
      .then((result) => {
        setSessionId(result.sessionId);
        setProposals([{ text: result.refinedPrompt, tags: result.tags ?? [] }]);
        setSelected(0);
      })
      .catch((error: unknown) => {
        // Spec §4: on failure the assistant stays in its loading state and says so.
        setFailed(true);
        toastForError(error, 'refine');
      });
  }, [refine, originalPrompt, i18n.language]);

  useEffect(() => {
    // Starts by itself when a prompt exists (once, even under StrictMode's double effects).
    if (started.current || !originalPrompt.trim()) return;
    started.current = true;
    start();
  }, [originalPrompt, start]);

  const another = () => {
    if (processing) return;
    if (atLimit) {
      toast({
        title: t('client:toasts.proposalLimit.title'),
        description: t('client:toasts.proposalLimit.description'),
        variant: 'destructive',
      });
      return;
    }
    alternatives({
      originalPrompt: originalPrompt.trim(),
      previousSuggestions: proposals.map((p) => p.text),
      sessionId,
    })
      .unwrap()
      .then((result) => {
        const text = result.newAlternative ?? result.alternatives?.[0];
        if (!text) {
          toast({
            title: t('refine.none'),
            description: t('refine.noneDescription'),
            variant: 'destructive',
          });
          return;
        }
        const next = [...proposals, { text, tags: result.tags ?? current?.tags ?? [] }];
        setProposals(next);
        setSelected(next.length - 1);
        setEditing(null);
        toast({ title: t('refine.newProposal'), variant: 'success' });
      })
      // proposal_limit reads 'Limite atingido'; anything else 'Erro ao gerar alternativa'.
      .catch((error: unknown) => toastForError(error, 'alternative'));
  };

  const select = (index: number, announce = false) => {
    if (processing || index < 0 || index >= proposals.length) return;
    setSelected(index);
    setEditing(null);
    if (announce) toast({ title: t('refine.selected'), variant: 'success' });
  };

  const save = () => {
    if (editing === null) return;
    const text = editing.trim();
    if (!text) return;
    setProposals((list) => list.map((p, i) => (i === selected ? { ...p, text } : p)));
    setEditing(null);
  };

  const accept = async () => {
    if (processing || !current) return;
    const refined = current.text;
    let final = refined;
    let english: string | undefined;
    try {
      const formatted = await formatFinal({ approvedPrompt: refined, sessionId }).unwrap();
      final = formatted.finalPrompt || refined;
      english = formatted.englishPrompt || undefined;
    } catch {
      // Spec §4: when formatting fails the refined text is handed over as the final one.
    }
    await onAccept({
      original: originalPrompt.trim(),
      refined: final,
      english,
      tags: current.tags,
    });
  };

  return (
    <section
      ref={panel}
      aria-labelledby="refine-title"
      aria-busy={processing}
      className="rounded-card border border-violet-500/30 bg-surface p-4 shadow-soft sm:p-6"
    >
      <div className="flex items-center gap-2">
        <Wand2 className="size-5 text-violet-500" aria-hidden="true" />
        <h2 id="refine-title" className="font-display text-lg font-bold text-ink-900">
          {t('refine.title')}
        </h2>
      </div>
      <p className="mt-3 text-sm text-ink-600">
        <span className="font-semibold text-ink-900">{t('refine.original')}: </span>
        {originalPrompt}
      </p>
      {onSkip && (
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          disabled={generating}
          onClick={onSkip}
        >
          {t('refine.skip')}
        </Button>
      )}

      {loading ? (
        <div className="mt-5 flex flex-col items-center gap-3 py-6 text-center" role="status">
          <Sparkles
            className={cn('size-8 text-violet-500', !failed && 'motion-safe:animate-pulse')}
            aria-hidden="true"
          />
          <p className="font-medium text-ink-900" aria-live="polite">
            {messages[messageIndex]}
          </p>
          {failed && (
            <Button variant="violet" size="sm" onClick={start} disabled={refineState.isLoading}>
              {t('refine.retry')}
            </Button>
          )}
        </div>
      ) : (
        <div className="mt-5">
          <div className="flex items-center justify-between gap-2">
            <p className="text-sm font-semibold text-violet-500">
              {t('refine.proposal', { current: selected + 1, total: proposals.length })}
            </p>
            <div className="flex items-center gap-1">
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('refine.previous')}
                disabled={processing || selected === 0}
                onClick={() => select(selected - 1)}
              >
                <ChevronLeft className="size-5" aria-hidden="true" />
              </Button>
              <div className="flex gap-1.5">
                {proposals.map((_, index) => (
                  <button
                    key={index}
                    type="button"
                    aria-label={t('refine.goTo', { number: index + 1 })}
                    aria-current={index === selected}
                    disabled={processing}
                    onClick={() => select(index, index !== selected)}
                    className={cn(
                      'size-3 rounded-full transition-colors',
                      index === selected ? 'bg-violet-500' : 'bg-ink-300 hover:bg-ink-600',
                    )}
                  />
                ))}
              </div>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('refine.next')}
                disabled={processing || selected >= proposals.length - 1}
                onClick={() => select(selected + 1)}
              >
                <ChevronRight className="size-5" aria-hidden="true" />
              </Button>
            </div>
          </div>

          {editing !== null ? (
            <div className="mt-3 flex flex-col gap-2">
              <label htmlFor="refine-edit" className="sr-only">
                {t('refine.editLabel')}
              </label>
              <textarea
                id="refine-edit"
                value={editing}
                maxLength={LIMITS.promptMaxChars}
                rows={5}
                onChange={(e) => setEditing(e.target.value)}
                aria-describedby="refine-edit-hint"
                className="block w-full resize-y rounded-control border border-ink-300 bg-surface px-3.5 py-3 text-base text-ink-900 focus:border-violet-500 focus:ring-2 focus:ring-violet-500/30 focus:outline-none"
              />
              <p id="refine-edit-hint" className="text-sm text-ink-600">
                {t('refine.editHint')}
              </p>
              <div className="flex flex-wrap gap-2">
                <Button variant="violet" size="sm" onClick={save} disabled={!editing.trim()}>
                  {t('refine.save')}
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setEditing(null)}>
                  {t('refine.cancelEdit')}
                </Button>
              </div>
            </div>
          ) : (
            <blockquote
              data-testid="refined-prompt"
              className="mt-3 rounded-control bg-page p-4 text-base leading-normal whitespace-pre-line text-ink-900"
            >
              {current?.text}
            </blockquote>
          )}

          {current && current.tags.length > 0 && (
            <ul aria-label={t('refine.tags')} className="mt-3 flex flex-wrap gap-1.5">
              {current.tags.map((tag) => (
                <li key={tag}>
                  <Badge variant="brand">#{tag}</Badge>
                </li>
              ))}
            </ul>
          )}

          <div className="mt-5 flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              icon={<Pencil className="size-4" />}
              disabled={processing || editing !== null}
              onClick={() => setEditing(current?.text ?? '')}
            >
              {t('refine.edit')}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              icon={<RefreshCw className="size-4" />}
              // aria-disabled rather than disabled at the limit: it keeps the title readable and
              // a click can still explain why nothing happens ('Limite atingido').
              aria-disabled={atLimit || undefined}
              title={atLimit ? t('refine.limitTitle') : undefined}
              disabled={processing && !atLimit}
              loading={alternativesState.isLoading}
              className={cn(atLimit && 'cursor-not-allowed opacity-60')}
              onClick={another}
            >
              {t('refine.again')}
            </Button>
          </div>
        </div>
      )}

      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button
          variant="ghost"
          icon={<ArrowLeft className="size-4" />}
          disabled={processing && !failed}
          onClick={onBack}
        >
          {t('refine.backToOriginal')}
        </Button>
        {!loading && (
          <Button
            variant="primary"
            icon={<Sparkles className="size-5" />}
            disabled={processing || editing !== null}
            loading={formatState.isLoading || generating}
            onClick={() => void accept()}
          >
            {t('refine.accept')}
          </Button>
        )}
      </div>
    </section>
  );
}
