import type { ReactNode } from 'react';
import { useFormatters } from '../../../app/locale-format';
import { useScrollToHash } from '../../../app/use-scroll-to-hash';
import { PageLayout } from '../../../components/layout/PageLayout';
import { Spinner } from '../../../components/Spinner';

/** The date the LGPD texts were last changed; shown as "Última atualização". */
export const LEGAL_UPDATED_AT = '2026-11-30T12:00:00Z';
export const PRIVACY_EMAIL = 'privacidade@cena.app';

export interface LegalSection {
  title: string;
  body?: string;
  intro?: string;
  items?: Record<string, string>;
  noSale?: string;
  transfer?: string;
  how?: string;
  anpd?: string;
}

/** Page frame of /privacidade and /exclusao-dados: title, date, contact, then the content. */
export function LegalLayout({
  ready,
  title,
  intro,
  updated,
  children,
}: {
  ready: boolean;
  title: string;
  intro: string;
  updated: (date: string) => string;
  children: ReactNode;
}) {
  const { formatDate } = useFormatters();
  useScrollToHash(ready);

  return (
    <PageLayout className="flex-1 px-4 py-12 sm:py-16">
      {ready ? (
        <article className="mx-auto max-w-3xl">
          <h1 className="font-display text-3xl font-bold text-ink-900 sm:text-4xl">{title}</h1>
          <p className="mt-2 text-sm text-ink-600">{updated(formatDate(LEGAL_UPDATED_AT))}</p>
          <p className="mt-6 text-lg text-ink-900">{intro}</p>
          <div className="mt-10 grid gap-10">{children}</div>
        </article>
      ) : (
        <div className="grid min-h-[40vh] place-items-center">
          <Spinner className="text-brand-500" size="lg" />
        </div>
      )}
    </PageLayout>
  );
}

/** One titled section: paragraphs and a list, as the `legal` texts describe it. */
export function LegalSectionView({ id, section }: { id: string; section: LegalSection }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24">
      <h2 id={`${id}-title`} className="text-xl text-ink-900 sm:text-2xl">
        {section.title}
      </h2>
      {section.body && <p className="mt-3 text-ink-900/90">{section.body}</p>}
      {section.intro && <p className="mt-3 text-ink-900/90">{section.intro}</p>}
      {section.items && (
        <ul className="mt-3 list-disc space-y-2 pl-5 text-ink-900/90 marker:text-brand-500">
          {Object.entries(section.items).map(([key, text]) => (
            <li key={key}>{text}</li>
          ))}
        </ul>
      )}
      {[section.noSale, section.transfer, section.how, section.anpd]
        .filter((text): text is string => !!text)
        .map((text) => (
          <p key={text} className="mt-3 text-ink-900/90">
            {text}
          </p>
        ))}
    </section>
  );
}
