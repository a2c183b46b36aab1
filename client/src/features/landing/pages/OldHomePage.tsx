import { LIMITS } from '@cena/contracts';
import { Sparkles } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/Button';
import { Footer } from '../../../components/layout/Footer';
import { Header } from '../../../components/layout/Header';
import { cn } from '../../../components/cn';
import { usePrefetchLatestVideos } from '../../gallery/api';
import { capPrompt } from '../../generator/generator-rules';
import { ExamplesCard } from '../components/ExamplesCard';
import { LandingHero } from '../components/LandingHero';
import { SampleVideoPanel } from '../components/SampleVideoPanel';

const LandingBelowFold = lazy(() => import('../components/LandingBelowFold'));

/**
 * `/old-home`, the simple variant (spec §2): a prompt box with its counter, and both create
 * buttons only go to /dashboard; the typed text is not sent. The button looks dimmed while the
 * box is blank but still navigates.
 */
export function OldHomePage() {
  const { t } = useTranslation('landing');
  const navigate = useNavigate();
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const [prompt, setPrompt] = useState('');
  const prefetchLatest = usePrefetchLatestVideos();
  useEffect(() => prefetchLatest(), [prefetchLatest]);
  const start = useCallback(() => navigate('/dashboard'), [navigate]);
  const useTemplate = useCallback((text: string) => {
    setPrompt(capPrompt(text));
    box.current?.focus();
  }, []);
  const blank = !prompt.trim();

  return (
    <div className="flex min-h-dvh flex-col">
      <Header showTestLogin />
      <main id="main" className="flex-1">
        <section className="px-4 pt-8 pb-12 sm:px-6 sm:pt-14 sm:pb-16">
          <div className="mx-auto grid max-w-6xl items-start gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,0.85fr)] lg:gap-12">
            <div className="flex min-w-0 flex-col gap-6">
              <LandingHero />
              <div className="flex flex-col gap-3 rounded-card bg-surface p-4 shadow-soft sm:p-6">
                <label htmlFor={id} className="font-display text-sm font-semibold text-ink-900">
                  {t('simple.promptLabel')}
                </label>
                <div className="relative">
                  <textarea
                    ref={box}
                    id={id}
                    rows={4}
                    value={prompt}
                    maxLength={LIMITS.promptMaxChars}
                    placeholder={t('simple.promptPlaceholder')}
                    aria-describedby={`${id}-counter`}
                    onChange={(e) => setPrompt(capPrompt(e.target.value))}
                    className="block w-full resize-y rounded-control border border-ink-300 px-3.5 py-3 pb-8 text-base text-ink-900 placeholder:text-ink-600 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
                  />
                  <span
                    id={`${id}-counter`}
                    className="pointer-events-none absolute right-3 bottom-2 text-xs text-ink-600 tabular-nums"
                  >
                    {prompt.length}/{LIMITS.promptMaxChars}
                  </span>
                </div>
                <Button
                  size="lg"
                  fullWidth
                  onClick={start}
                  icon={<Sparkles className="size-5" />}
                  className={cn(blank && 'opacity-60')}
                >
                  {t('simple.create')}
                </Button>
              </div>
            </div>
            <div className="flex min-w-0 flex-col gap-4">
              <SampleVideoPanel />
              <ExamplesCard />
            </div>
          </div>
        </section>
        <Suspense fallback={null}>
          <LandingBelowFold onUseTemplate={useTemplate} onStart={start} />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
