import type { VideoDto, VideoEvent } from '@cena/contracts';
import { BarChart3, Film, MessageCircle, Plus, ShoppingCart, Users } from 'lucide-react';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { GALLERY_ANCHOR } from '../../landing/anchors';
import { api } from '../../../app/api';
import { toastForError } from '../../../app/errors';
import { useAppDispatch } from '../../../app/hooks';
import { useFormatters } from '../../../app/locale-format';
import { useCurrentUser } from '../../auth/api';
import { PlanBadge } from '../../auth/components/PlanBadge';
import { useSession } from '../../auth/hooks';
import { RefinementAssistant } from '../../assistant/components/RefinementAssistant';
import { useAllowance } from '../../billing/use-allowance';
import { BrandKitCard } from '../../brand-kit/components/BrandKitCard';
import { GeneratorCard, type GeneratorDraft, type GeneratorTemplate } from '../../generator';
import { EMPTY_DRAFT, lacksCredits } from '../../generator/generator-rules';
import { RecentVideos } from '../../my-videos/components/RecentVideos';
import { dashboardApi, useListVideosQuery } from '../api';
import { AppHeader } from '../components/AppHeader';
import { GenerationProgress } from '../components/GenerationProgress';
import { LINK_BUTTON } from '../components/link-styles';
import { PromptIdeas } from '../components/PromptIdeas';
import { VideoResult } from '../components/VideoResult';
import { useGeneration } from '../hooks/use-generation';
import { useVideoProgress } from '../hooks/use-video-progress';
import { cn } from '../../../components/cn';

const UpgradeDialog = lazy(() => import('../../generator/components/UpgradeDialog'));
const ChatAssistant = lazy(() =>
  import('../../assistant/components/ChatAssistant').then((m) => ({ default: m.ChatAssistant })),
);

/** Reads of the finished video before giving up (1 s, 2 s, 3 s … apart). */
const RESULT_ATTEMPTS = 5;
const RESULT_RETRY_MS = 1000;

type Phase =
  | { kind: 'card' }
  | { kind: 'assistant'; draft: GeneratorDraft }
  | { kind: 'chat' }
  | { kind: 'progress'; videoId: string }
  | { kind: 'result'; video: VideoDto };

/**
 * `/dashboard` (login required, no landing header): welcome, balance and plan, the generator card
 * with the prompt restored from before sign-in, the refinement and chat assistants, live progress
 * from the server's event stream, the result, recent videos and quick actions.
 */
export function DashboardPage() {
  const { t } = useTranslation(['dashboard', 'client']);
  const dispatch = useAppDispatch();
  const { formatNumber } = useFormatters();
  const { user: sessionUser } = useSession();
  const { data: account, isError } = useCurrentUser();
  const [phase, setPhase] = useState<Phase>({ kind: 'card' });
  const allowance = useAllowance();
  // Too few credits for a video: the assistants give way to 'Comprar créditos' (the card's link
  // and the quick action), so nobody walks through them to be refused at the end.
  const shortOfCredits =
    account !== undefined && allowance !== undefined && lacksCredits(account, allowance.videoCost);
  const [template, setTemplate] = useState<GeneratorTemplate | undefined>();
  const prompt = useRef('');
  const trackPrompt = useCallback((text: string) => {
    prompt.current = text;
  }, []);
  const cardArea = useRef<HTMLDivElement>(null);
  const [fetchVideo] = dashboardApi.useLazyGetVideoQuery();

  // Coming back while a video is still being made shows its progress again (the server knows).
  const inProgress = useListVideosQuery(
    { status: 'processing', pageSize: 1 },
    { refetchOnMountOrArgChange: true },
  );
  const [resumeChecked, setResumeChecked] = useState(false);
  if (!resumeChecked && inProgress.isSuccess) {
    setResumeChecked(true);
    const running = inProgress.data.items[0];
    if (running && phase.kind === 'card') setPhase({ kind: 'progress', videoId: running.id });
  }

  const onQueued = useCallback((video: VideoDto) => {
    setPhase({ kind: 'progress', videoId: video.id });
  }, []);
  const generation = useGeneration(onQueued);
  const { dismissQueuedNotice } = generation;

  const onTerminal = useCallback(
    (event: VideoEvent) => {
      dismissQueuedNotice();
      // The balance (a failure refunds) and the lists change with the outcome.
      dispatch(api.util.invalidateTags(['User', 'Video']));
      // The finished video's links come from GET /api/videos/:id; a failed read is retried
      // before giving up, so a short outage does not lose the result.
      const load = (attempt: number): void => {
        fetchVideo(event.id, false)
          .unwrap()
          .then((video) => setPhase({ kind: 'result', video }))
          .catch((error: unknown) => {
            if (attempt < RESULT_ATTEMPTS) {
              setTimeout(() => load(attempt + 1), RESULT_RETRY_MS * attempt);
              return;
            }
            toastForError(error);
            setPhase({ kind: 'card' });
          });
      };
      load(1);
    },
    [dispatch, fetchVideo, dismissQueuedNotice],
  );
  const progressId = phase.kind === 'progress' ? phase.videoId : null;
  const progress = useVideoProgress(progressId, onTerminal);

  const name =
    account?.displayName ?? sessionUser?.displayName ?? account?.email ?? sessionUser?.email ?? '';
  const firstName = name.includes('@') ? name : (name.split(' ')[0] ?? name);
  const backToCard = () => setPhase({ kind: 'card' });
  const fill = (text: string) => {
    setPhase({ kind: 'card' });
    setTemplate({ prompt: text, key: Date.now() });
    // On a phone the ideas sit below the card: bring the filled box into view.
    requestAnimationFrame(() =>
      cardArea.current?.scrollIntoView?.({
        block: 'nearest',
        behavior: window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
          ? 'auto'
          : 'smooth',
      }),
    );
  };

  return (
    <div className="min-h-dvh">
      <AppHeader notices={phase.kind !== 'progress'} />

      <main
        id="main"
        className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 py-6 sm:px-6 sm:py-10"
      >
        <section className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h1 className="font-display text-2xl font-bold text-ink-900 sm:text-3xl">
              {t('client:dashboard.welcome', { name: firstName })}
            </h1>
            <p className="mt-1 text-ink-600">{t('client:dashboard.subtitle')}</p>
          </div>
          <dl className="flex gap-3">
            <div className="rounded-card border border-ink-100 bg-surface px-4 py-3 shadow-sm">
              <dt className="text-xs font-medium tracking-wide text-ink-600 uppercase">
                {t('client:dashboard.credits')}
              </dt>
              <dd
                className="font-display text-2xl font-bold text-ink-900"
                data-testid="credit-balance"
              >
                {account ? formatNumber(account.credits) : '—'}
              </dd>
            </div>
            <div className="rounded-card border border-ink-100 bg-surface px-4 py-3 shadow-sm">
              <dt className="text-xs font-medium tracking-wide text-ink-600 uppercase">
                {t('client:dashboard.plan')}
              </dt>
              <dd className="pt-1.5">
                {account ? <PlanBadge plan={account.plan} className="text-sm" /> : '—'}
              </dd>
            </div>
          </dl>
        </section>
        {isError && (
          <p role="alert" className="text-sm text-danger-strong">
            {t('client:dashboard.userError')}
          </p>
        )}
        {generation.refusal?.kind === 'credits' && (
          <div
            role="alert"
            className="flex flex-col gap-3 rounded-card border border-warning/50 bg-warning-50 p-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <div>
              <p className="font-display font-bold text-ink-900">{generation.refusal.title}</p>
              <p className="text-sm text-ink-900">{generation.refusal.description}</p>
            </div>
            <Link to="/comprar-creditos" className={cn(LINK_BUTTON.base, LINK_BUTTON.primary)}>
              <ShoppingCart className="size-4" aria-hidden="true" />
              {t('toasts.buyCredits')}
            </Link>
          </div>
        )}

        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="flex min-w-0 flex-col gap-6">
            <div ref={cardArea} hidden={phase.kind !== 'card'}>
              <h2 className="sr-only">{t('home.createTitle')}</h2>
              <GeneratorCard
                restoreDraft
                template={template}
                onPromptChange={trackPrompt}
                busy={generation.busy}
                onSubmit={(draft, image) => {
                  if (draft.tab === 'director') setPhase({ kind: 'assistant', draft });
                  else void generation.generateAsTyped(draft, image);
                }}
              />
              {!shortOfCredits && (
                <p className="mt-2 text-sm text-ink-600">{t('home.assistantHint')}</p>
              )}
            </div>

            {phase.kind === 'assistant' && (
              <RefinementAssistant
                originalPrompt={phase.draft.prompt}
                generating={generation.busy}
                onBack={backToCard}
                onSkip={() => void generation.generateAsTyped(phase.draft, null)}
                onAccept={(accepted) => generation.generateRefined(phase.draft, accepted)}
              />
            )}

            {phase.kind === 'chat' && (
              <Suspense fallback={null}>
                <ChatAssistant
                  generating={generation.busy}
                  onClose={backToCard}
                  onGenerate={({ prompt, direction, tone }) =>
                    // The customer's words are the prompt (and the title); the assistant's
                    // framing only directs the video.
                    generation.generateRefined(
                      {
                        ...EMPTY_DRAFT,
                        prompt,
                        options: { ...EMPTY_DRAFT.options, ...(tone ? { tone } : {}) },
                      },
                      { original: prompt, refined: direction ?? prompt, tags: [] },
                    )
                  }
                />
              </Suspense>
            )}

            {phase.kind === 'progress' && (
              <GenerationProgress event={progress.event} state={progress.state} />
            )}
            {phase.kind === 'result' && (
              <VideoResult video={phase.video} onCreateAnother={backToCard} />
            )}
          </div>

          <aside className="flex flex-col gap-6">
            <PromptIdeas onPick={fill} currentPrompt={() => prompt.current} />
            <nav
              aria-labelledby="quick-actions"
              className="rounded-card bg-surface p-4 shadow-soft"
            >
              <h2 id="quick-actions" className="font-display text-base font-bold text-ink-900">
                {t('home.quickActions')}
              </h2>
              <ul className="mt-3 grid grid-cols-2 gap-2 text-sm">
                <QuickAction icon={Plus} onClick={backToCard} label={t('home.actions.create')} />
                {!shortOfCredits && (
                  <QuickAction
                    icon={MessageCircle}
                    onClick={() => setPhase({ kind: 'chat' })}
                    label={t('home.actions.chat')}
                  />
                )}
                <QuickAction
                  icon={Film}
                  to="/dashboard/my-videos"
                  label={t('home.actions.myVideos')}
                />
                <QuickAction icon={BarChart3} to="/analytics" label={t('home.actions.analytics')} />
                <QuickAction
                  icon={ShoppingCart}
                  to="/comprar-creditos"
                  label={t('home.actions.buyCredits')}
                />
                <QuickAction
                  icon={Users}
                  to={`/#${GALLERY_ANCHOR}`}
                  label={t('home.actions.community')}
                />
              </ul>
            </nav>
            <BrandKitCard />
          </aside>
        </div>

        <RecentVideos />
      </main>
      {generation.refusal?.kind === 'upgrade' && (
        <Suspense fallback={null}>
          <UpgradeDialog open onOpenChange={(open) => !open && generation.clearRefusal()} />
        </Suspense>
      )}
    </div>
  );
}

function QuickAction({
  icon: Icon,
  label,
  to,
  onClick,
}: {
  icon: typeof Plus;
  label: string;
  to?: string;
  onClick?: () => void;
}) {
  const className =
    'flex h-full min-h-11 w-full items-center gap-2 rounded-control border border-ink-100 px-3 py-2 text-left font-medium text-ink-900 hover:bg-page';
  const content = (
    <>
      <Icon className="size-4 shrink-0 text-brand-strong" aria-hidden="true" />
      {label}
    </>
  );
  return (
    <li>
      {to ? (
        <Link to={to} className={className}>
          {content}
        </Link>
      ) : (
        <button type="button" onClick={onClick} className={className}>
          {content}
        </button>
      )}
    </li>
  );
}
