import { type DataExport, PRIVACY_LIMITS } from '@cena/contracts';
import { Download, FileArchive, ShieldCheck, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toastForError } from '../../../app/errors';
import { useFormatters } from '../../../app/locale-format';
import { useOnDemandNamespace } from '../../../app/use-namespace';
import { Button } from '../../../components/Button';
import { cn } from '../../../components/cn';
import { Dialog } from '../../../components/Dialog';
import { PageHeading } from '../../../components/layout/PageHeading';
import { Spinner } from '../../../components/Spinner';
import { toast } from '../../../components/toast-store';
import { useCurrentUser } from '../../auth/api';
import { signOutDeleted } from '../../auth/auth-service';
import { AppHeader } from '../../dashboard/components/AppHeader';
import { FIELD, LABEL } from '../../support/components/fields';
import { useListExportsQuery, useRequestDeletionMutation, useRequestExportMutation } from '../api';

const CARD = 'min-w-0 rounded-card bg-surface p-4 shadow-soft sm:p-6';
const SECTION_TITLE = 'font-display text-lg font-bold text-ink-900';
const K = 'legal.dataScreen';
/** While an export is being prepared the list asks again this often. */
const PENDING_POLL_MS = 3000;

const STATUS_STYLE: Record<DataExport['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  ready: 'bg-emerald-100 text-emerald-900',
  failed: 'bg-red-100 text-red-900',
  expired: 'bg-ink-100 text-ink-700',
};

/** '640 kB' under a megabyte, '12,3 MB' above, in the interface's language. */
function formatSize(
  bytes: number,
  formatNumber: (value: number, options?: Intl.NumberFormatOptions) => string,
): string {
  const small = bytes < 1_000_000;
  return formatNumber(small ? Math.max(1, Math.round(bytes / 1000)) : bytes / 1_000_000, {
    style: 'unit',
    unit: small ? 'kilobyte' : 'megabyte',
    maximumFractionDigits: 1,
  });
}

/** `/privacidade-e-dados`: the LGPD rights in self-service — a copy of one's data, and deletion. */
export function PrivacyDataPage() {
  const { t, ready } = useOnDemandNamespace('legal');
  return (
    <div className="min-h-dvh">
      <AppHeader />
      <main id="main" className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10">
        {ready ? (
          <>
            <PageHeading icon={ShieldCheck} title={t(`${K}.title`)} intro={t(`${K}.intro`)} />
            <ExportSection />
            <DeleteSection />
          </>
        ) : (
          <div className="flex justify-center py-16">
            <Spinner size="lg" className="text-brand-500" />
          </div>
        )}
      </main>
    </div>
  );
}

function ExportSection() {
  const { t } = useOnDemandNamespace('legal');
  const [pollingInterval, setPollingInterval] = useState(0);
  const exports = useListExportsQuery(undefined, {
    refetchOnMountOrArgChange: true,
    pollingInterval,
  });
  const pending = exports.data?.some((item) => item.status === 'pending') ?? false;
  if ((pending ? PENDING_POLL_MS : 0) !== pollingInterval) {
    setPollingInterval(pending ? PENDING_POLL_MS : 0);
  }
  const [requestExport, requesting] = useRequestExportMutation();

  const ask = async () => {
    try {
      await requestExport().unwrap();
      toast({ title: t(`${K}.exportAsked`), variant: 'success' });
    } catch (error) {
      toastForError(error);
    }
  };

  return (
    <section aria-labelledby="export-title" className={cn(CARD, 'grid gap-4')}>
      <h2 id="export-title" className={cn(SECTION_TITLE, 'flex items-center gap-2')}>
        <FileArchive className="size-5 text-brand-600" aria-hidden="true" />
        {t(`${K}.exportTitle`)}
      </h2>
      <p className="text-ink-900/90">{t(`${K}.exportBody`)}</p>
      <p className="text-sm text-ink-600">
        {t(`${K}.exportWhen`, { days: PRIVACY_LIMITS.exportLinkDays })}
      </p>
      <div>
        <Button onClick={() => void ask()} loading={requesting.isLoading} disabled={pending}>
          {t(`${K}.exportButton`)}
        </Button>
      </div>
      <div className="grid gap-2">
        <h3 className="font-display text-base font-semibold text-ink-900">
          {t(`${K}.exportsListTitle`)}
        </h3>
        {exports.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3">
            <p className="text-ink-900">{t(`${K}.loadError`)}</p>
            <Button variant="secondary" size="sm" onClick={() => void exports.refetch()}>
              {t(`${K}.retry`)}
            </Button>
          </div>
        ) : !exports.data ? (
          <Spinner className="text-brand-500" />
        ) : exports.data.length === 0 ? (
          <p className="text-sm text-ink-600">{t(`${K}.exportsEmpty`)}</p>
        ) : (
          <ul className="grid gap-2" aria-live="polite">
            {exports.data.map((item) => (
              <ExportRow key={item.id} item={item} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function ExportRow({ item }: { item: DataExport }) {
  const { t } = useOnDemandNamespace('legal');
  const { formatDateTime, formatNumber } = useFormatters();
  const size = item.sizeBytes === null ? '' : formatSize(item.sizeBytes, formatNumber);
  return (
    <li
      data-testid="data-export"
      className="flex flex-wrap items-center justify-between gap-3 rounded-control border border-ink-100 px-3 py-2.5"
    >
      <div className="grid min-w-0 gap-0.5">
        <span className="flex flex-wrap items-center gap-2">
          <span
            className={cn(
              'rounded-full px-2 py-0.5 text-xs font-semibold',
              STATUS_STYLE[item.status],
            )}
          >
            {t(`${K}.status.${item.status}`)}
          </span>
          <span className="text-sm text-ink-700">
            {t(`${K}.requestedOn`, { date: formatDateTime(item.createdAt) })}
          </span>
        </span>
        {item.status === 'ready' && item.expiresAt && (
          <span className="text-sm text-ink-600">
            {t(`${K}.readyUntil`, { date: formatDateTime(item.expiresAt) })}
          </span>
        )}
        {item.status === 'failed' && (
          <span className="text-sm text-ink-600">{t(`${K}.failedHint`)}</span>
        )}
      </div>
      {item.downloadUrl && (
        <a
          href={item.downloadUrl}
          download={`cena-dados-${item.createdAt.slice(0, 10)}.tar.gz`}
          className="inline-flex h-10 items-center gap-2 rounded-control bg-ink-900 px-4 font-display text-sm font-semibold text-white hover:bg-ink-700"
        >
          <Download className="size-4" aria-hidden="true" />
          {t(`${K}.download`, { size })}
        </a>
      )}
    </li>
  );
}

function DeleteSection() {
  const { t } = useOnDemandNamespace('legal');
  const [open, setOpen] = useState(false);
  return (
    <section
      aria-labelledby="delete-title"
      className={cn(CARD, 'grid gap-4 border border-red-200')}
    >
      <h2 id="delete-title" className={cn(SECTION_TITLE, 'flex items-center gap-2')}>
        <Trash2 className="size-5 text-red-700" aria-hidden="true" />
        {t(`${K}.deleteTitle`)}
      </h2>
      <p className="text-ink-900/90">{t(`${K}.deleteBody`)}</p>
      <div>
        <Button variant="danger" onClick={() => setOpen(true)}>
          {t(`${K}.deleteButton`)}
        </Button>
      </div>
      {open && <DeleteDialog onClose={() => setOpen(false)} />}
    </section>
  );
}

/** The confirmation: what is lost, what is kept, and the account's e-mail typed to go on. */
function DeleteDialog({ onClose }: { onClose: () => void }) {
  const { t } = useOnDemandNamespace('legal');
  const id = useId();
  const { data: account } = useCurrentUser();
  const [typed, setTyped] = useState('');
  const [requestDeletion, deleting] = useRequestDeletionMutation();
  const email = account?.email ?? '';
  const matches = email !== '' && typed.trim().toLowerCase() === email.toLowerCase();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!matches) return;
    try {
      await requestDeletion({ confirmEmail: typed }).unwrap();
      await signOutDeleted(t(`${K}.deleted`));
    } catch (error) {
      toastForError(error);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(next) => !next && !deleting.isLoading && onClose()}
      title={t(`${K}.dialogTitle`)}
      description={t(`${K}.deleteBody`)}
      hideClose={deleting.isLoading}
      size="lg"
    >
      <form onSubmit={(event) => void submit(event)} className="mt-4 grid gap-4">
        <div className="grid gap-2">
          <p className="font-semibold text-ink-900">{t(`${K}.dialogLoses`)}</p>
          <ul className="grid list-disc gap-1 pl-5 text-ink-900/90">
            <li>{t(`${K}.loses.videos`)}</li>
            <li>{t(`${K}.loses.credits`, { credits: account?.credits ?? 0 })}</li>
            <li>{t(`${K}.loses.brand`)}</li>
            <li>{t(`${K}.loses.account`)}</li>
          </ul>
          <p className="text-sm text-ink-600">{t(`${K}.dialogKeeps`)}</p>
        </div>
        <div className="grid min-w-0 gap-1.5">
          <label htmlFor={id} className={cn(LABEL, 'break-words')}>
            {t(`${K}.confirmLabel`, { email })}
          </label>
          <input
            id={id}
            type="email"
            autoComplete="off"
            spellCheck={false}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            className={cn(FIELD, 'h-11')}
          />
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" type="button" onClick={onClose} disabled={deleting.isLoading}>
            {t(`${K}.cancel`)}
          </Button>
          <Button variant="danger" type="submit" disabled={!matches} loading={deleting.isLoading}>
            {t(`${K}.confirmButton`)}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
