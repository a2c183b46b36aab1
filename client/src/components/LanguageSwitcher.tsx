import { LOCALES, type Locale } from '@cena/contracts';
import { ChevronDown, Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { currentLocale, setLocale } from '../app/i18n';
import { cn } from './cn';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from './DropdownMenu';

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
  align?: 'start' | 'end';
}

export function LanguageSwitcher({
  className,
  tone = 'light',
  align = 'end',
}: LanguageSwitcherProps) {
  const { t, i18n } = useTranslation();
  const locale = (LOCALES as readonly string[]).includes(i18n.language)
    ? (i18n.language as Locale)
    : currentLocale();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={t('common.language.label', { language: LANGUAGE_NAMES[locale] })}
        className={cn(
          'inline-flex h-10 items-center gap-1.5 rounded-control px-2.5 text-sm font-medium',
          tone === 'dark' ? 'text-white hover:bg-white/10' : 'text-ink-900 hover:bg-ink-100',
          className,
        )}
      >
        <Globe className="size-4" aria-hidden="true" />
        <span>{locale.slice(0, 2).toUpperCase()}</span>
        <ChevronDown className="size-3.5 opacity-70" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align={align} className="min-w-48">
        <DropdownMenuLabel className="text-xs font-semibold tracking-wide text-ink-600 uppercase">
          {t('common.language.title')}
        </DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={locale}
          onValueChange={(value) => void setLocale(value as Locale)}
        >
          {LOCALES.map((code) => (
            <DropdownMenuRadioItem key={code} value={code} lang={code}>
              {LANGUAGE_NAMES[code]}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
