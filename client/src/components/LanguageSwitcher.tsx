import { LOCALES, type Locale } from '@cena/contracts';
import { ChevronDown, Globe } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale, setLocale } from '../app/i18n';
import { cn } from './cn';

/** Each language named in itself, so anyone can find their own. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  'pt-BR': 'Português (Brasil)',
  'en-US': 'English (US)',
  'es-ES': 'Español',
  'fr-FR': 'Français',
  'de-DE': 'Deutsch',
};

export interface LanguageSwitcherProps {
  className?: string;
  /** `dark` for use on ink backgrounds (the footer). */
  tone?: 'light' | 'dark';
  /** Only the globe on the narrowest phones (the header at 360 px). */
  compactOnPhones?: boolean;
}

/**
 * A native select styled as a compact pill: fully keyboard and screen-reader friendly, the
 * phone's own picker on mobile, and no menu code in the landing's initial JS.
 */
export function LanguageSwitcher({
  className,
  tone = 'light',
  compactOnPhones,
}: LanguageSwitcherProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const locale = (LOCALES as readonly string[]).includes(i18n.language)
    ? (i18n.language as Locale)
    : currentLocale();
  return (
    <div
      className={cn(
        'relative inline-flex h-10 items-center rounded-control text-sm font-medium focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-violet-500',
        tone === 'dark' ? 'text-white hover:bg-white/10' : 'text-ink-900 hover:bg-ink-100',
        className,
      )}
    >
      <label htmlFor={id} className="sr-only">
        {t('common.language.title')}
      </label>
      <Globe className="pointer-events-none absolute left-2.5 size-4" aria-hidden="true" />
      <span
        aria-hidden="true"
        className={cn(
          'pointer-events-none pl-8',
          compactOnPhones && 'max-[399px]:w-9 max-[399px]:pl-0 max-[399px]:text-transparent',
        )}
      >
        {locale.slice(0, 2).toUpperCase()}
      </span>
      <ChevronDown
        className={cn(
          'pointer-events-none mr-2 ml-1 size-3.5 opacity-70',
          compactOnPhones && 'max-[399px]:hidden',
        )}
        aria-hidden="true"
      />
      <select
        id={id}
        value={locale}
        onChange={(event) => void setLocale(event.target.value as Locale)}
        className="absolute inset-0 cursor-pointer appearance-none opacity-0"
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code} className="text-ink-900">
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
