import type { ReactNode } from 'react';
import { PageLayout } from '../../../components/layout/PageLayout';
import { Spinner } from '../../../components/Spinner';

/** The frame of the billing screens: header, a centred column, and a spinner until texts load. */
export function BillingFrame({
  ready,
  title,
  subtitle,
  children,
  wide,
}: {
  ready: boolean;
  title?: string;
  subtitle?: string;
  children?: ReactNode;
  wide?: boolean;
}) {
  return (
    <PageLayout className="flex-1 bg-page px-4 py-10 sm:py-14">
      {!ready ? (
        <div className="grid place-items-center py-20">
          <Spinner size="lg" className="text-brand-500" />
        </div>
      ) : (
        <div className={wide ? 'mx-auto max-w-6xl' : 'mx-auto max-w-3xl'}>
          {title && (
            <header className="mb-8 text-center">
              <h1 className="font-display text-3xl font-bold text-ink-900 sm:text-4xl">{title}</h1>
              {subtitle && <p className="mx-auto mt-3 max-w-2xl text-ink-600">{subtitle}</p>}
            </header>
          )}
          {children}
        </div>
      )}
    </PageLayout>
  );
}
