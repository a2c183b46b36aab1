import { LIMITS } from '@cena/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export function LandingPage() {
  const { t } = useTranslation();
  const [prompt, setPrompt] = useState('');
  return (
    <main className="landing">
      <header className="topbar">
        <span className="logo" aria-label="Cena">
          <span className="logo-glyph" aria-hidden="true" />
          Cena
        </span>
        <span className="tagline">{t('brand.tagline')}</span>
      </header>
      <section className="hero">
        <span className="badge">Powered by AI</span>
        <h1>{t('landing.hero.title')}</h1>
        <ul className="ticks">
          <li>{t('landing.hero.tickFreeVideo')}</li>
          <li>{t('landing.hero.tickNoCard')}</li>
          <li>{t('landing.hero.tickQuality')}</li>
        </ul>
        <label className="prompt">
          <span className="sr-only">{t('landing.hero.promptLabel')}</span>
          <textarea
            value={prompt}
            maxLength={LIMITS.promptMaxChars}
            placeholder={t('landing.hero.promptPlaceholder')}
            onChange={(e) => setPrompt(e.target.value)}
          />
          <span className="counter">
            {prompt.length}/{LIMITS.promptMaxChars}
          </span>
        </label>
      </section>
    </main>
  );
}
