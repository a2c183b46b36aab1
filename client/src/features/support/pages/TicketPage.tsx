import { TICKET_LIMITS, type TicketDto, type TicketMessageDto } from '@cena/contracts';
import { ArrowLeft, Film, Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { errorBody } from '../../../app/api';
import { toastForError } from '../../../app/errors';
import { Button } from '../../../components/Button';
import { cn } from '../../../components/cn';
import { LogoGlyph } from '../../../components/Logo';
import { Spinner } from '../../../components/Spinner';
import { AppHeader } from '../../dashboard/components/AppHeader';
import { useGetVideoQuery } from '../../dashboard/api';
import { useGetTicketQuery, useReplyToTicketMutation } from '../api';
import { FIELD, FIELD_ERROR, LABEL } from '../components/fields';
import { TicketStatusBadge } from '../components/TicketStatusBadge';

function useDateTime() {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  return (value: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(
      new Date(value),
    );
}

/** `/ajuda/:id`: the thread with the Cena team and a reply box. */
export function TicketPage() {
  const { t } = useTranslation('support');
  const { id = '' } = useParams();
  const ticket = useGetTicketQuery(id, { refetchOnMountOrArgChange: true });
  const notFound = errorBody(ticket.error)?.code === 'not_found';

  return (
    <div className="min-h-dvh">
      <AppHeader />
      <main id="main" className="mx-auto flex max-w-3xl flex-col gap-5 px-4 py-6 sm:px-6 sm:py-10">
        <Link
          to="/ajuda"
          className="inline-flex w-fit items-center gap-1.5 rounded-control text-sm font-semibold text-ink-600 hover:text-ink-900"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('ticket.back')}
        </Link>
        {ticket.isLoading ? (
          <div className="flex justify-center py-16">
            <Spinner size="lg" className="text-brand-500" label={t('ticket.loading')} />
          </div>
        ) : notFound ? (
          <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center">
            <h1 className="font-display text-2xl font-bold text-ink-900">
              {t('ticket.notFoundTitle')}
            </h1>
            <p className="max-w-sm text-ink-600">{t('ticket.notFound')}</p>
            <Link
              to="/ajuda"
              className="mt-2 inline-flex h-11 items-center rounded-control bg-brand-gradient px-5 font-display font-semibold text-ink-900"
            >
              {t('ticket.back')}
            </Link>
          </div>
        ) : ticket.isError || !ticket.data ? (
          <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center">
            <p className="text-ink-900">{t('ticket.loadError')}</p>
            <Button variant="secondary" onClick={() => void ticket.refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : (
          <Thread ticket={ticket.data} />
        )}
      </main>
    </div>
  );
}

function Thread({ ticket }: { ticket: TicketDto }) {
  const { t } = useTranslation('support');
  const dateTime = useDateTime();
  return (
    <>
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <TicketStatusBadge status={ticket.status} />
          <span className="text-xs text-ink-600">
            {t('ticket.opened', { date: dateTime(ticket.createdAt) })}
          </span>
        </div>
        <h1 className="font-display text-2xl font-bold wrap-anywhere text-ink-900 sm:text-3xl">
          {ticket.subject}
        </h1>
        {ticket.videoId && <AboutVideo id={ticket.videoId} />}
      </header>

      <ol className="flex flex-col gap-3" aria-label={t('ticket.thread')}>
        {(ticket.messages ?? []).map((message) => (
          <Message key={message.id} message={message} />
        ))}
      </ol>

      {ticket.status !== 'open' && (
        <p className="rounded-control border border-ink-100 bg-surface px-4 py-3 text-sm text-ink-600">
          {t(`ticket.note.${ticket.status}`)}
        </p>
      )}
      <ReplyBox ticketId={ticket.id} />
    </>
  );
}

function AboutVideo({ id }: { id: string }) {
  const { t } = useTranslation('support');
  const video = useGetVideoQuery(id);
  return (
    <Link
      to={`/dashboard/my-videos?video=${id}`}
      className="inline-flex w-fit max-w-full items-center gap-1.5 rounded-control text-sm font-semibold text-violet-500 underline-offset-4 hover:underline"
    >
      <Film className="size-4 shrink-0" aria-hidden="true" />
      <span className="truncate">
        {video.data ? t('ticket.aboutVideo', { title: video.data.title }) : t('ticket.aboutAVideo')}
      </span>
    </Link>
  );
}

function Message({ message }: { message: TicketMessageDto }) {
  const { t } = useTranslation('support');
  const dateTime = useDateTime();
  const fromTeam = message.author === 'agent';
  return (
    <li
      data-testid="ticket-message"
      data-author={message.author}
      className={cn('flex', fromTeam ? 'justify-start' : 'justify-end')}
    >
      <div
        className={cn(
          'max-w-[85%] rounded-card px-4 py-3 sm:max-w-[75%]',
          fromTeam ? 'border border-ink-100 bg-surface shadow-soft' : 'bg-brand-50',
        )}
      >
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-ink-600">
          {fromTeam ? (
            <span className="inline-flex items-center gap-1.5 font-semibold text-ink-900">
              <LogoGlyph className="size-4" />
              {message.authorName
                ? t('ticket.teamMember', { name: message.authorName })
                : t('ticket.team')}
            </span>
          ) : (
            <span className="font-semibold text-ink-900">{t('ticket.you')}</span>
          )}
          <time dateTime={message.createdAt}>{dateTime(message.createdAt)}</time>
        </p>
        <p className="mt-1.5 wrap-anywhere whitespace-pre-line text-ink-900">{message.body}</p>
      </div>
    </li>
  );
}

function ReplyBox({ ticketId }: { ticketId: string }) {
  const { t } = useTranslation('support');
  const id = useId();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [reply, { isLoading }] = useReplyToTicketMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) {
      setError(t('ticket.replyRequired'));
      return;
    }
    setError(null);
    try {
      await reply({ id: ticketId, body: body.trim() }).unwrap();
      setBody('');
    } catch (err) {
      if (errorBody(err)?.fields?.includes('body')) setError(t('form.invalid.message'));
      else toastForError(err);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="grid gap-2 rounded-card bg-surface p-4 shadow-soft sm:p-5"
    >
      <label htmlFor={`${id}-reply`} className={LABEL}>
        {t('ticket.replyLabel')}
      </label>
      <textarea
        id={`${id}-reply`}
        name="reply"
        rows={4}
        value={body}
        maxLength={TICKET_LIMITS.messageMaxChars}
        placeholder={t('ticket.replyPlaceholder')}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-reply-error` : undefined}
        onChange={(e) => setBody(e.target.value)}
        className={cn(FIELD, 'resize-y py-3 leading-normal')}
      />
      {error && (
        <p id={`${id}-reply-error`} className={FIELD_ERROR}>
          {error}
        </p>
      )}
      <Button
        type="submit"
        loading={isLoading}
        icon={<Send className="size-4" />}
        className="justify-self-end"
      >
        {t('ticket.send')}
      </Button>
    </form>
  );
}
