import { useOnDemandNamespace } from '../../../app/use-namespace';
import {
  LegalLayout,
  type LegalSection,
  LegalSectionView,
  PRIVACY_EMAIL,
} from '../components/LegalLayout';

/** Section ids in the URL (`/privacidade#termos` from the sign-in terms line). */
const SECTION_IDS: Record<string, string> = { terms: 'termos' };

/** `/privacidade`: Cena's privacy policy and terms of use under the LGPD. */
export function PrivacyPage() {
  const { t, ready } = useOnDemandNamespace('legal');
  const sections = ready
    ? (t('legal.privacy.sections', { returnObjects: true }) as Record<string, LegalSection>)
    : {};
  return (
    <LegalLayout
      ready={ready}
      title={t('legal.privacy.title')}
      intro={t('legal.privacy.intro')}
      updated={(date) => t('legal.updated', { date })}
    >
      {Object.entries(sections).map(([key, section]) => (
        <LegalSectionView key={key} id={SECTION_IDS[key] ?? key} section={section} />
      ))}
      <p className="text-ink-600">
        {t('legal.contact', { email: '' })}
        <a href={`mailto:${PRIVACY_EMAIL}`} className="font-medium text-ink-900 underline">
          {PRIVACY_EMAIL}
        </a>
      </p>
    </LegalLayout>
  );
}
