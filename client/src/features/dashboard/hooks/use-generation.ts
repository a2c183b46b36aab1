import type { GenerateRequest, VideoDto } from '@cena/contracts';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorBody } from '../../../app/api';
import { toastForError } from '../../../app/errors';
import { dismissToast, toast } from '../../../components/toast-store';
import { type GeneratorDraft, toGenerateRequest, useGenerateVideoMutation } from '../../generator';
import type { AcceptedPrompt } from '../../assistant/components/RefinementAssistant';
import { useGenerateRefinedMutation } from '../api';

/** What the page shows after a refused request (besides the toast). */
export type GenerationRefusal =
  { kind: 'credits'; title: string; description: string } | { kind: 'upgrade' };

/**
 * Sends a generate request at most once at a time (a second click while one is in flight sends
 * nothing), shows the 'Vídeo em produção!' toast, and maps refusals by code (spec §8).
 * `dismissQueuedNotice` takes that toast away once the page shows the video's outcome: a render
 * often ends within the toast's 5 s, and 'we will let you know' beside the finished video reads
 * as if it were still being made.
 */
export function useGeneration(onQueued: (video: VideoDto) => void) {
  const { t } = useTranslation(['generator', 'dashboard']);
  const [generateDraft] = useGenerateVideoMutation();
  const [generateJson] = useGenerateRefinedMutation();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<GenerationRefusal | null>(null);
  const inFlight = useRef(false);
  const queuedNotice = useRef<number | undefined>(undefined);

  const run = useCallback(
    async (send: () => Promise<VideoDto>, refined: boolean) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setBusy(true);
      setRefusal(null);
      try {
        const video = await send();
        queuedNotice.current = toast({
          title: t('generator:dashboard.inProduction'),
          description: refined
            ? t('dashboard:toasts.inProductionRefined')
            : t('generator:dashboard.inProductionDescription'),
          variant: 'success',
        });
        onQueued(video);
      } catch (error) {
        const code = errorBody(error)?.code;
        if (code === 'upgrade_required') {
          setRefusal({ kind: 'upgrade' });
        } else {
          const described = toastForError(error, 'generation');
          // 'Demanda alta!' also stays on the page, with the way to buy credits.
          if (code === 'insufficient_credits') {
            setRefusal({ kind: 'credits', ...described });
          }
        }
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [onQueued, t],
  );

  /** The card's draft as typed (the skip path, and the image and 3D tabs). */
  const generateAsTyped = useCallback(
    (draft: GeneratorDraft, image: File | null) =>
      run(() => generateDraft({ draft, image }).unwrap(), false),
    [run, generateDraft],
  );

  /** 'Aceitar e Gerar Vídeo': original, refined and English texts with `isRefinedPrompt`. */
  const generateRefined = useCallback(
    (draft: GeneratorDraft, accepted: AcceptedPrompt) => {
      const request: GenerateRequest = {
        ...toGenerateRequest(draft, false),
        prompt: accepted.original,
        refinedPrompt: accepted.refined,
        ...(accepted.english ? { englishPrompt: accepted.english } : {}),
        isRefinedPrompt: true,
      };
      return run(() => generateJson(request).unwrap(), true);
    },
    [run, generateJson],
  );

  const dismissQueuedNotice = useCallback(() => {
    if (queuedNotice.current !== undefined) dismissToast(queuedNotice.current);
    queuedNotice.current = undefined;
  }, []);

  return {
    busy,
    refusal,
    clearRefusal: () => setRefusal(null),
    generateAsTyped,
    generateRefined,
    dismissQueuedNotice,
  };
}
