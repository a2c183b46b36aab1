import { useTranslation } from 'react-i18next';
import { useScrollToHash } from '../../../app/use-scroll-to-hash';
import { CommunityGallery } from '../../gallery/components/CommunityGallery';
import { SampleVideoCarousel } from '../../gallery/components/SampleVideoCarousel';
import { GALLERY_ANCHOR } from '../anchors';
import {
  FeatureBlock,
  FinalCta,
  HowItWorks,
  Pricing,
  Section,
  Stats,
  Testimonials,
  UseCases,
} from './Sections';

export interface LandingBelowFoldProps {
  /** 'Usar este modelo' in a sample's preview: fills the generator card. */
  onUseTemplate?: (prompt: string) => void;
  /** The simple variant's 'Começar Agora' (and the others') just goes to /dashboard. */
  onStart?: () => void;
}

/**
 * Everything under the hero, in its own chunk: the landing's first paint needs only the hero
 * and the generator card.
 */
export default function LandingBelowFold({ onUseTemplate, onStart }: LandingBelowFoldProps) {
  const { t } = useTranslation(['landing', 'gallery']);
  // 'Ver comunidade' elsewhere links to /#galeria, which exists only once this chunk is in.
  useScrollToHash();
  return (
    <>
      <FeatureBlock onStart={onStart} />
      <Section id={GALLERY_ANCHOR} labelId="landing-gallery" className="bg-surface">
        <div className="mb-8 max-w-2xl">
          <h2
            id="landing-gallery"
            className="font-display text-2xl font-bold text-ink-900 sm:text-3xl"
          >
            {t('landing:gallery.title')}
          </h2>
          <p className="mt-3 text-base leading-normal text-ink-600">
            {t('landing:gallery.subtitle')}
          </p>
        </div>
        <SampleVideoCarousel onUseTemplate={onUseTemplate ?? (() => undefined)} />
        <div className="mt-16 mb-8 max-w-2xl">
          <h2 className="font-display text-2xl font-bold text-ink-900 sm:text-3xl">
            {t('gallery:community.title')}
          </h2>
          <p className="mt-3 text-base leading-normal text-ink-600">
            {t('gallery:community.subtitle')}
          </p>
        </div>
        <CommunityGallery />
      </Section>
      <UseCases />
      <Stats />
      <HowItWorks />
      <Testimonials />
      <Pricing />
      <FinalCta />
    </>
  );
}
