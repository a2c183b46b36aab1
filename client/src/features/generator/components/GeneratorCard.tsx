import { Clapperboard, Image as ImageIcon, ShoppingCart, Sparkles } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../components/Button';
import { Spinner } from '../../../components/Spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/Tabs';
import { cn } from '../../../components/cn';
import { useCurrentUser } from '../../auth/api';
import { loginModalOpened, selectSessionStatus } from '../../auth/session-slice';
import { useAllowance } from '../../billing/use-allowance';
import { LINK_BUTTON } from '../../dashboard/components/link-styles';
import { readGeneratorDraft, saveGeneratorDraft } from '../generator-draft';
import {
  canSubmit,
  capPrompt,
  draftCost,
  EMPTY_DRAFT,
  type GeneratorDraft,
  type GeneratorTab,
  lacksCredits,
} from '../generator-rules';
import { useRotatingPlaceholder } from '../hooks/use-rotating-placeholder';
import { CommunityChoice } from '../../gallery/components/CommunityChoice';
import { AdvancedOptions } from './AdvancedOptions';
import { PromptField } from './PromptField';

const UpgradeDialog = lazy(() => import('./UpgradeDialog'));
/** The image tab (upload, magic expansion switch) loads when first opened. */
const ImageTabPanel = lazy(() => import('./ImageTabPanel'));

/** Router state that carries the chosen image from the landing to /dashboard. */
export interface GeneratorLocationState {
  generatorImage?: File;
}

/** A prompt handed over by 'Usar este modelo'; a new `key` applies the same text again. */
export interface GeneratorTemplate {
  prompt: string;
  key: number;
}

export interface GeneratorCardProps {
  /**
   * What the main button does once the card is complete. Without it (the landing), a visitor
   * gets the login modal and a signed-in user goes to /dashboard; the draft is saved first.
   */
  onSubmit?: (draft: GeneratorDraft, image: File | null) => void;
  /** Restore what was saved before sign-in (and the image carried in the router state). */
  restoreDraft?: boolean;
  template?: GeneratorTemplate;
  /** Told the director prompt whenever it changes (the restored one included). */
  onPromptChange?: (prompt: string) => void;
  /** Busy label for the main button while `onSubmit` runs. */
  busy?: boolean;
  className?: string;
  id?: string;
  /** Which 8 examples the director's placeholder rotates through (`food` on /comida). */
  examples?: 'general' | 'food';
}

const TAB_ICONS: Record<GeneratorTab, typeof Clapperboard> = {
  director: Clapperboard,
  image: ImageIcon,
  animation3d: Sparkles,
};

/** The generator card of spec §2: three tabs, the advanced options and the main button. */
export function GeneratorCard({
  onSubmit,
  restoreDraft,
  template,
  onPromptChange,
  busy,
  className,
  id,
  examples = 'general',
}: GeneratorCardProps) {
  const { t } = useTranslation('generator');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const status = useAppSelector(selectSessionStatus);
  const { data: user, isFetching: userLoading } = useCurrentUser();
  const [draft, setDraft] = useState<GeneratorDraft>(() =>
    restoreDraft ? (readGeneratorDraft() ?? EMPTY_DRAFT) : EMPTY_DRAFT,
  );
  const [image, setImage] = useState<File | null>(() =>
    restoreDraft
      ? ((location.state as GeneratorLocationState | null)?.generatorImage ?? null)
      : null,
  );
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const directorField = useRef<HTMLTextAreaElement>(null);
  const placeholder = useRotatingPlaceholder(draft.tab === 'director' && !draft.prompt, examples);

  // A new template replaces the director prompt (state adjusted while rendering, not in an effect).
  const [appliedTemplate, setAppliedTemplate] = useState(template);
  if (template !== appliedTemplate) {
    setAppliedTemplate(template);
    if (template) setDraft((d) => ({ ...d, tab: 'director', prompt: capPrompt(template.prompt) }));
  }
  useEffect(() => {
    if (template) directorField.current?.focus({ preventScroll: true });
  }, [template]);
  useEffect(() => {
    onPromptChange?.(draft.prompt);
  }, [draft.prompt, onPromptChange]);

  const signedIn = status === 'signedIn';
  // Upload is Pro only (spec §6). While the session or the plan loads the server's own check is
  // the guard: a Pro customer clicking in the first second must not be offered the upgrade.
  const uploadAllowed =
    status === 'loading' || (signedIn && (user ? user.plan !== 'basic' : userLoading));
  const complete = canSubmit(draft, image !== null);
  const allowance = useAllowance();
  // A signed-in account learns its balance and what a video costs before writing anything; one
  // whose credits do not cover this video is offered credits instead of the assistant.
  const account = signedIn && user && allowance ? user : null;
  const cost = allowance ? draftCost(draft, allowance) : null;
  const shortOfCredits = account !== null && cost !== null && lacksCredits(account, cost);
  const set = (patch: Partial<GeneratorDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = () => {
    if (!complete) return;
    if (onSubmit) {
      onSubmit(draft, image);
      return;
    }
    saveGeneratorDraft(draft);
    if (status === 'signedOut') {
      dispatch(loginModalOpened({ variant: 'generate' }));
      return;
    }
    const state: GeneratorLocationState = image ? { generatorImage: image } : {};
    navigate('/dashboard', { state });
  };

  return (
    <section
      id={id}
      aria-label={t('card.label')}
      className={cn('rounded-card bg-surface p-4 shadow-soft sm:p-6', className)}
    >
      <Tabs
        idPrefix="generator"
        value={draft.tab}
        onValueChange={(tab) => set({ tab: tab as GeneratorTab })}
      >
        <TabsList aria-label={t('card.tabsLabel')} className="w-full">
          {(['director', 'image', 'animation3d'] as const).map((tab) => {
            const Icon = TAB_ICONS[tab];
            return (
              <TabsTrigger
                key={tab}
                value={tab}
                className="px-2 text-xs sm:text-sm sm:whitespace-nowrap"
              >
                <Icon className="hidden size-4 sm:block" aria-hidden="true" />
                {t(`card.tabs.${tab}`)}
              </TabsTrigger>
            );
          })}
        </TabsList>
        <TabsContent value="director">
          <PromptField
            ref={directorField}
            label={t('card.director.label')}
            value={draft.prompt}
            onChange={(prompt) => set({ prompt })}
            placeholder={placeholder}
            hint={t('card.director.tip')}
          />
        </TabsContent>
        <TabsContent value="image">
          <Suspense fallback={<Spinner className="text-brand-500" />}>
            <ImageTabPanel
              draft={draft}
              onChange={set}
              image={image}
              onImage={setImage}
              uploadAllowed={uploadAllowed}
              onBlocked={() => setUpgradeOpen(true)}
            />
          </Suspense>
        </TabsContent>
        <TabsContent value="animation3d">
          <PromptField
            label={t('card.animation.label')}
            value={draft.animationDescription}
            onChange={(animationDescription) => set({ animationDescription })}
            placeholder={t('card.animation.placeholder')}
          />
        </TabsContent>
      </Tabs>
      <div className="mt-4 flex flex-col gap-4">
        <AdvancedOptions value={draft.options} onChange={(options) => set({ options })} />
        <CommunityChoice
          checked={draft.community}
          onCheckedChange={(community) => set({ community })}
          className="rounded-control border border-ink-100 px-3.5 py-3"
        />
        {account && cost !== null && (
          <p
            className="flex flex-wrap justify-between gap-x-4 text-sm text-ink-600"
            data-testid="generator-credits"
          >
            <span className="font-semibold text-ink-900">
              {t('card.credits.balance', { count: account.credits })}
            </span>
            <span>{t('card.credits.perVideo', { count: cost })}</span>
          </p>
        )}
        {shortOfCredits ? (
          <div className="flex flex-col gap-2" role="status">
            <p className="text-sm text-ink-900">{t('card.credits.notEnough', { count: cost })}</p>
            <Link to="/comprar-creditos" className={cn(LINK_BUTTON.base, LINK_BUTTON.primary)}>
              <ShoppingCart className="size-4" aria-hidden="true" />
              {t('card.credits.buy')}
            </Link>
          </div>
        ) : (
          <Button
            size="lg"
            fullWidth
            disabled={!complete}
            loading={busy}
            onClick={submit}
            icon={complete ? <Sparkles className="size-5" /> : undefined}
            className="h-auto min-h-13 py-2.5 text-center whitespace-normal!"
          >
            {complete
              ? t(signedIn ? 'card.submit.member' : 'card.submit.visitor')
              : t('card.submit.incomplete')}
          </Button>
        )}
      </div>
      {upgradeOpen && (
        <Suspense fallback={null}>
          <UpgradeDialog open={upgradeOpen} onOpenChange={setUpgradeOpen} />
        </Suspense>
      )}
    </section>
  );
}
