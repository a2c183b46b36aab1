import { Lightbulb, Palette } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { businessNameOf } from '../style-template';
import { StyleTemplateForm } from './StyleTemplateForm';

/** Spec §2 video creation: the style presets, in this order. */
export const STYLE_PRESETS = [
  'promotional',
  'tutorial',
  'restaurant',
  'event',
  'fitness',
  'technology',
] as const;

type StylePreset = (typeof STYLE_PRESETS)[number];

export interface PromptIdeasProps {
  /** Puts a text in the generator's box. */
  onPick: (prompt: string) => void;
  /** The box's text now, whose business name a style's form starts with. */
  currentPrompt?: () => string;
}

/**
 * Example prompts and style presets. An example fills the generator's box at once; a style
 * first asks for what its template leaves open (name, price, contact…) in a small form.
 */
export function PromptIdeas({ onPick, currentPrompt }: PromptIdeasProps) {
  const { t, i18n } = useTranslation('dashboard');
  const examples = t('home.examples', { returnObjects: true }) as string[];
  const formId = useId();
  const [open, setOpen] = useState<{ style: StylePreset; businessName: string } | null>(null);
  const chips = useRef(new Map<StylePreset, HTMLButtonElement | null>());
  const close = () => {
    if (open) chips.current.get(open.style)?.focus();
    setOpen(null);
  };
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
              ref={(node) => {
                chips.current.set(style, node);
              }}
              type="button"
              aria-expanded={open?.style === style}
              aria-controls={open?.style === style ? formId : undefined}
              onClick={() =>
                setOpen(
                  open?.style === style
                    ? null
                    : { style, businessName: businessNameOf(currentPrompt?.() ?? '') },
                )
              }
              className="min-h-9 rounded-full border border-ink-300 bg-surface px-3 py-1.5 text-sm font-medium text-ink-900 hover:border-violet-500 hover:bg-violet-50 aria-expanded:border-violet-500 aria-expanded:bg-violet-50"
            >
              {t(`home.styles.${style}.label`)}
            </button>
          </li>
        ))}
      </ul>
      {open && (
        <StyleTemplateForm
          key={`${open.style}-${i18n.language}`}
          id={formId}
          styleLabel={t(`home.styles.${open.style}.label`)}
          template={t(`home.styles.${open.style}.prompt`)}
          businessName={open.businessName}
          onCancel={close}
          onFill={(prompt) => {
            setOpen(null);
            onPick(prompt);
          }}
        />
      )}
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
