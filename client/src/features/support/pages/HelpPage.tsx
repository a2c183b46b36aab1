import { LifeBuoy } from 'lucide-react';
import { LIMITS } from '@cena/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Spinner } from '../../../components/Spinner';
import { AppHeader } from '../../dashboard/components/AppHeader';
import { useListTicketsQuery } from '../api';
import { NewTicketForm } from '../components/NewTicketForm';
import { TicketList } from '../components/TicketList';
import { PageHeading } from '../../../components/layout/PageHeading';

const PAGE = LIMITS.listPageSizeDefault;
const MAX_PAGE = LIMITS.listPageSizeMax;

/** `/ajuda`: open a ticket and follow the ones already open. */
export function HelpPage() {
  const { t } = useTranslation('support');
  const [pageSize, setPageSize] = useState<number>(PAGE);
  const list = useListTicketsQuery({ pageSize }, { refetchOnMountOrArgChange: true });

  return (
    <div className="min-h-dvh">
      <AppHeader />
      <main id="main" className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10">
        <PageHeading icon={LifeBuoy} title={t('title')} intro={t('intro')} />

        {/* minmax(0, 1fr) columns: a subject with no place to break never widens the page. */}
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start">
          <section className="min-w-0 rounded-card bg-surface p-4 shadow-soft sm:p-6">
            <NewTicketForm />
          </section>
          <section
            aria-labelledby="tickets-title"
            className="min-w-0 rounded-card bg-surface p-4 shadow-soft sm:p-6"
          >
            <h2 id="tickets-title" className="font-display text-lg font-bold text-ink-900">
              {t('list.title')}
            </h2>
            <div className="mt-4">
              {list.isLoading ? (
                <div className="flex justify-center py-10">
                  <Spinner size="lg" className="text-brand-500" label={t('list.loading')} />
                </div>
              ) : list.isError || !list.data ? (
                <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center">
                  <p className="text-ink-900">{t('list.loadError')}</p>
                  <Button variant="secondary" onClick={() => void list.refetch()}>
                    {t('retry')}
                  </Button>
                </div>
              ) : (
                <>
                  <TicketList tickets={list.data.items} />
                  {list.data.total > list.data.items.length && pageSize < MAX_PAGE && (
                    <Button
                      variant="ghost"
                      className="mt-3 w-full"
                      loading={list.isFetching}
                      onClick={() => setPageSize((s) => Math.min(s + PAGE, MAX_PAGE))}
                    >
                      {t('list.more')}
                    </Button>
                  )}
                </>
              )}
            </div>
          </section>
        </div>
      </main>
    </div>
  );
}
