import { Lightbulb, Palette } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Spec §2 video creation: the style presets, in this order. */
export const STYLE_PRESETS = [
  'promotional',
  'tutorial',
  'restaurant',
  'event',
  'fitness',
  'technology',
] as const;

/** Example prompts and style presets; picking one fills the generator's box. */
export function PromptIdeas({ onPick }: { onPick: (prompt: string) => void }) {
  const { t } = useTranslation('dashboard');
  const examples = t('home.examples', { returnObjects: true }) as string[];
  return (
    <section aria-labelledby="prompt-ideas" className="rounded-card bg-surface p-4 shadow-soft">
      <h2
        id="prompt-ideas"
        className="flex items-center gap-2 font-display text-base font-bold text-ink-900"
      >
        <Palette className="size-4 text-violet-500" aria-hidden="true" />
        {t('home.stylesTitle')}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {STYLE_PRESETS.map((style) => (
          <li key={style}>
            <button
              type="button"
              onClick={() => onPick(t(`home.styles.${style}.prompt`))}
              className="min-h-9 rounded-full border border-ink-300 bg-surface px-3 py-1.5 text-sm font-medium text-ink-900 hover:border-violet-500 hover:bg-violet-50"
            >
              {t(`home.styles.${style}.label`)}
            </button>
          </li>
        ))}
      </ul>
      <h2 className="mt-5 flex items-center gap-2 font-display text-base font-bold text-ink-900">
        <Lightbulb className="size-4 text-brand-strong" aria-hidden="true" />
        {t('home.examplesTitle')}
      </h2>
      <ul className="mt-3 flex flex-col gap-2">
        {examples.map((example) => (
          <li key={example}>
            <button
              type="button"
              onClick={() => onPick(example)}
              className="w-full rounded-control bg-page px-3 py-2 text-left text-sm text-ink-900 hover:bg-brand-50"
            >
              {example}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
