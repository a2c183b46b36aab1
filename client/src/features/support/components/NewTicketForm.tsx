import { TICKET_LIMITS } from '@cena/contracts';
import { Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorBody } from '../../../app/api';
import { toastForError } from '../../../app/errors';
import { Button } from '../../../components/Button';
import { cn } from '../../../components/cn';
import { useListVideosQuery } from '../../dashboard/api';
import { useCreateTicketMutation } from '../api';
import { FIELD, FIELD_ERROR, LABEL } from './fields';

type Field = 'subject' | 'message' | 'videoId';

/** Opens a ticket: subject, message and, optionally, one of the user's own videos. */
export function NewTicketForm({ onCreated }: { onCreated?: (id: string) => void }) {
  const { t } = useTranslation('support');
  const id = useId();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [videoId, setVideoId] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sent, setSent] = useState(false);
  const [createTicket, { isLoading }] = useCreateTicketMutation();
  const videos = useListVideosQuery({ status: 'all', pageSize: 100 });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent(false);
    const next: Partial<Record<Field, string>> = {};
    if (!subject.trim()) next.subject = t('form.subjectRequired');
    if (!message.trim()) next.message = t('form.messageRequired');
    setErrors(next);
    if (Object.keys(next).length) return;
    try {
      const ticket = await createTicket({
        subject: subject.trim(),
        message: message.trim(),
        ...(videoId ? { videoId } : {}),
      }).unwrap();
      setSubject('');
      setMessage('');
      setVideoId('');
      setSent(true);
      onCreated?.(ticket.id);
    } catch (error) {
      const fields = errorBody(error)?.fields ?? [];
      const known = fields.filter((f): f is Field => ['subject', 'message', 'videoId'].includes(f));
      if (known.length) {
        setErrors(Object.fromEntries(known.map((f) => [f, t(`form.invalid.${f}`)])));
      } else {
        toastForError(error);
      }
    }
  };

  const describedBy = (field: Field, extra?: string) =>
    [errors[field] ? `${id}-${field}-error` : null, extra].filter(Boolean).join(' ') || undefined;

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="grid gap-4"
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="font-display text-lg font-bold text-ink-900">
        {t('form.title')}
      </h2>
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-subject`} className={LABEL}>
          {t('form.subject')}
        </label>
        <input
          id={`${id}-subject`}
          name="subject"
          value={subject}
          maxLength={TICKET_LIMITS.subjectMaxChars}
          placeholder={t('form.subjectPlaceholder')}
          aria-invalid={!!errors.subject}
          aria-describedby={describedBy('subject')}
          onChange={(e) => setSubject(e.target.value)}
          className={cn(FIELD, 'h-11')}
        />
        {errors.subject && (
          <p id={`${id}-subject-error`} className={FIELD_ERROR}>
            {errors.subject}
          </p>
        )}
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-message`} className={LABEL}>
          {t('form.message')}
        </label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={5}
          value={message}
          maxLength={TICKET_LIMITS.messageMaxChars}
          placeholder={t('form.messagePlaceholder')}
          aria-invalid={!!errors.message}
          aria-describedby={describedBy('message', `${id}-message-counter`)}
          onChange={(e) => setMessage(e.target.value)}
          className={cn(FIELD, 'resize-y py-3 leading-normal')}
        />
        <div className="flex items-start justify-between gap-3">
          {errors.message ? (
            <p id={`${id}-message-error`} className={FIELD_ERROR}>
              {errors.message}
            </p>
          ) : (
            <span />
          )}
          <span id={`${id}-message-counter`} className="shrink-0 text-xs text-ink-600">
            {t('form.counter', { count: message.length, max: TICKET_LIMITS.messageMaxChars })}
          </span>
        </div>
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-video`} className={LABEL}>
          {t('form.video')}
        </label>
        <select
          id={`${id}-video`}
          name="videoId"
          value={videoId}
          aria-invalid={!!errors.videoId}
          aria-describedby={describedBy('videoId')}
          onChange={(e) => setVideoId(e.target.value)}
          className={cn(FIELD, 'h-11 truncate')}
        >
          <option value="">{t('form.noVideo')}</option>
          {(videos.data?.items ?? []).map((video) => (
            <option key={video.id} value={video.id}>
              {video.title}
            </option>
          ))}
        </select>
        {errors.videoId && (
          <p id={`${id}-videoId-error`} className={FIELD_ERROR}>
            {errors.videoId}
          </p>
        )}
      </div>
      <div className="flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p role="status" className="text-sm font-medium text-success-strong">
          {sent ? t('form.sent') : ''}
        </p>
        <Button
          type="submit"
          loading={isLoading}
          icon={<Send className="size-4" />}
          className="sm:w-auto"
        >
          {isLoading ? t('form.sending') : t('form.submit')}
        </Button>
      </div>
    </form>
  );
}
