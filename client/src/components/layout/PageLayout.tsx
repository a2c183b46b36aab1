import type { ReactNode } from 'react';
import { Footer } from './Footer';
import { Header } from './Header';

/** Header, the page's main landmark, footer: the frame of every public page. */
export function PageLayout({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <Header />
      <main id="main" className={className ?? 'flex-1'}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
