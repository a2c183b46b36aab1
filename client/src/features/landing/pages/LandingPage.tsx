import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Footer } from '../../../components/layout/Footer';
import { Header } from '../../../components/layout/Header';
import { HydrationSlice } from '../../../app/HydrationSlice';
import { useHydrated } from '../../../app/use-hydrated';
import { Logo } from '../../../components/Logo';
import { usePrefetchLatestVideos } from '../../gallery/api';
import { GeneratorCard, type GeneratorTemplate } from '../../generator';
import { ExamplesCard } from '../components/ExamplesCard';
import { LandingHero } from '../components/LandingHero';
import { SampleVideoPanel } from '../components/SampleVideoPanel';

const LandingBelowFold = lazy(() => import('../components/LandingBelowFold'));

export const GENERATOR_ANCHOR = 'criar';

/**
 * The landing `/` (and, with `variant="food"`, `/comida`, which has no header): hero, the
 * generator card beside the sample video, then the rest of the page in a lazy chunk.
 */
export function LandingPage({ variant = 'default' }: { variant?: 'default' | 'food' }) {
  const { t } = useTranslation();
  const prefetchLatest = usePrefetchLatestVideos();
  const hydrated = useHydrated();
  const [template, setTemplate] = useState<GeneratorTemplate>();
  useEffect(() => prefetchLatest(), [prefetchLatest]);

  const useTemplate = useCallback((prompt: string) => {
    setTemplate((current) => ({ prompt, key: (current?.key ?? 0) + 1 }));
    document.getElementById(GENERATOR_ANCHOR)?.scrollIntoView({ block: 'center' });
  }, []);

  const food = variant === 'food';
  return (
    <div className="flex min-h-dvh flex-col">
      {!food && (
        <HydrationSlice>
          <Header />
        </HydrationSlice>
      )}
      <main id="main" className="flex-1">
        <section className="px-4 pt-8 pb-12 sm:px-6 sm:pt-14 sm:pb-16">
          <div className="mx-auto grid max-w-6xl items-start gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,0.85fr)] lg:gap-12">
            <div className="flex min-w-0 flex-col gap-6">
              <HydrationSlice>
                <LandingHero
                  variant={variant}
                  top={
                    food ? (
                      <Link to="/" aria-label={t('header.homeLink')} className="self-start">
                        <Logo />
                      </Link>
                    ) : undefined
                  }
                />
              </HydrationSlice>
              <HydrationSlice>
                <GeneratorCard
                  id={GENERATOR_ANCHOR}
                  template={template}
                  examples={food ? 'food' : 'general'}
                />
              </HydrationSlice>
            </div>
            <div className="flex min-w-0 flex-col gap-4 lg:sticky lg:top-24">
              <HydrationSlice>
                <SampleVideoPanel category={food ? 'bakery' : undefined} />
              </HydrationSlice>
              <HydrationSlice>
                <ExamplesCard />
              </HydrationSlice>
            </div>
          </div>
        </section>
        {/* Not prerendered: the gallery's data and the sections' chunk come after hydration. */}
        {hydrated && (
          <Suspense fallback={null}>
            <LandingBelowFold onUseTemplate={useTemplate} />
          </Suspense>
        )}
      </main>
      <HydrationSlice>
        <Footer />
      </HydrationSlice>
    </div>
  );
}

/** `/comida`: the food-oriented landing, without the header. */
export function FoodLandingPage() {
  return <LandingPage variant="food" />;
}
