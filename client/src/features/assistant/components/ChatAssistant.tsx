import { type ChatMessage, LIMITS, type Locale, type Tone } from '@cena/contracts';
import { ArrowLeft, Pencil, RotateCcw, Send, Sparkles } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevealOnMount } from '../../dashboard/hooks/use-reveal';
import { toastForError } from '../../../app/errors';
import { Button } from '../../../components/Button';
import { cn } from '../../../components/cn';
import { usePromptChatMutation } from '../../dashboard/api';

/** What 'Gerar vídeo' sends: the customer's words, the assistant's direction and the tone. */
export interface ChatResult {
  /** The final text as the customer left it: the words the video shows. */
  prompt: string;
  /** The assistant's framing (look, mood, audience): directs the video, never shown in it. */
  direction?: string;
  tone?: Tone;
}

interface FinalPrompt {
  text: string;
  direction?: string;
  tone?: Tone;
}

export interface ChatAssistantProps {
  onGenerate: (result: ChatResult) => Promise<void> | void;
  onClose: () => void;
  generating?: boolean;
}

/**
 * The chat assistant ('Assistente', spec §4: ready → typing → finished): Cena asks about the
 * business, the offer, the audience, the tone and the call to action, one question at a time,
 * then shows the customer's own words in an editable box with 'Recomeçar' and 'Gerar vídeo'.
 * An earlier answer can be changed: 'Editar' puts it back in the box and the conversation goes
 * on from the question it answered. Enter sends; Shift+Enter breaks the line.
 */
export function ChatAssistant({ onGenerate, onClose, generating = false }: ChatAssistantProps) {
  const { t, i18n } = useTranslation('assistant');
  const panel = useRef<HTMLElement>(null);
  useRevealOnMount(panel);
  const [chat, chatState] = usePromptChatMutation();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [draft, setDraft] = useState('');
  const [finalPrompt, setFinalPrompt] = useState<FinalPrompt | null>(null);
  const log = useRef<HTMLOListElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const finalId = useId();
  const typing = chatState.isLoading;
  const opening = t('chat.start');

  useEffect(() => {
    log.current?.lastElementChild?.scrollIntoView({ block: 'nearest' });
  }, [messages.length, typing]);

  const send = (text: string) => {
    const content = text.trim();
    if (!content || typing || finalPrompt) return;
    const next = [...messages, { role: 'user' as const, content }].slice(-LIMITS.chatMaxMessages);
    setMessages(next);
    setDraft('');
    chat({ messages: next, userLanguage: i18n.language as Locale })
      .unwrap()
      .then((answer) => {
        setMessages((list) => [...list, { role: 'assistant', content: answer.reply }]);
        if (answer.done && answer.finalPrompt) {
          setFinalPrompt({
            text: answer.finalPrompt.slice(0, LIMITS.promptMaxChars),
            direction: answer.direction,
            tone: answer.tone,
          });
        } else input.current?.focus();
      })
      .catch((error: unknown) => {
        // The unanswered message goes back into the box, so nothing typed is lost.
        setMessages(messages);
        setDraft(content);
        toastForError(error);
      });
  };

  const restart = () => {
    setMessages([]);
    setFinalPrompt(null);
    setDraft('');
    input.current?.focus();
  };

  /** Back to the question this answer replied to, with the answer in the box to change. */
  const editAnswer = (index: number) => {
    if (typing) return;
    setDraft(messages[index].content);
    setMessages(messages.slice(0, index));
    setFinalPrompt(null);
    // The box is back only after the render that drops the final prompt.
    requestAnimationFrame(() => input.current?.focus());
  };

  const generate = () => {
    const prompt = finalPrompt?.text.trim();
    if (!prompt) return;
    void onGenerate({ prompt, direction: finalPrompt?.direction, tone: finalPrompt?.tone });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send(draft);
    }
  };

  return (
    <section
      ref={panel}
      aria-labelledby="chat-title"
      className="flex flex-col rounded-card border border-violet-500/30 bg-surface p-4 shadow-soft sm:p-6"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="chat-title" className="font-display text-lg font-bold text-ink-900">
          {t('chat.title')}
        </h2>
        <Button variant="ghost" size="sm" icon={<ArrowLeft className="size-4" />} onClick={onClose}>
          {t('refine.backToOriginal')}
        </Button>
      </div>
      <p className="mt-2 text-sm text-ink-600">{t('chat.intro')}</p>

      <ol
        ref={log}
        aria-live="polite"
        aria-label={t('chat.title')}
        className="mt-4 flex max-h-96 min-h-32 flex-col gap-3 overflow-y-auto rounded-control bg-page p-3"
      >
        {messages.map((message, index) =>
          message.role === 'user' ? (
            <li
              key={index}
              data-role="user"
              className="flex max-w-[85%] flex-col items-end gap-0.5 self-end"
            >
              <p className="rounded-card bg-ink-900 px-3.5 py-2.5 text-sm leading-normal whitespace-pre-line text-white">
                <span className="sr-only">{t('chat.you')}: </span>
                {message.content}
              </p>
              {!(index === 0 && message.content === opening) && (
                <button
                  type="button"
                  disabled={typing || generating}
                  onClick={() => editAnswer(index)}
                  aria-label={t('chat.editAnswer', { answer: message.content })}
                  className="inline-flex min-h-6 items-center gap-1 rounded px-1 text-xs font-semibold text-ink-600 hover:text-ink-900 hover:underline focus-visible:ring-2 focus-visible:ring-violet-500/40 focus-visible:outline-none disabled:opacity-50"
                >
                  <Pencil className="size-3" aria-hidden="true" />
                  {t('chat.edit')}
                </button>
              )}
            </li>
          ) : (
            <li
              key={index}
              data-role="assistant"
              className="max-w-[85%] self-start rounded-card bg-surface px-3.5 py-2.5 text-sm leading-normal whitespace-pre-line text-ink-900 shadow-sm"
            >
              <span className="sr-only">{t('chat.assistant')}: </span>
              {message.content}
            </li>
          ),
        )}
        {typing && (
          <li className="self-start rounded-card bg-surface px-3.5 py-2.5 text-sm text-ink-600 shadow-sm">
            <span role="status">{t('chat.typing')}</span>
          </li>
        )}
        {messages.length === 0 && !typing && (
          <li className="self-center py-4">
            <Button variant="violet" size="sm" onClick={() => send(t('chat.start'))}>
              {t('chat.start')}
            </Button>
          </li>
        )}
      </ol>

      {finalPrompt ? (
        <div
          className="mt-4 rounded-card border border-violet-500/40 bg-violet-50 p-4"
          data-testid="chat-final"
        >
          <label htmlFor={finalId} className="font-display font-bold text-ink-900">
            {t('chat.finalLabel')}
          </label>
          <p id={`${finalId}-hint`} className="mt-1 text-sm text-ink-600">
            {t('chat.finalHint')}
          </p>
          <div className="relative mt-2">
            <textarea
              id={finalId}
              value={finalPrompt.text}
              rows={4}
              maxLength={LIMITS.promptMaxChars}
              aria-describedby={`${finalId}-hint ${finalId}-counter`}
              onChange={(e) =>
                setFinalPrompt({
                  ...finalPrompt,
                  text: e.target.value.slice(0, LIMITS.promptMaxChars),
                })
              }
              className="block w-full resize-y rounded-control border border-ink-300 bg-surface px-3.5 py-3 pb-8 text-base leading-normal text-ink-900 focus:border-violet-500 focus:ring-2 focus:ring-violet-500/30 focus:outline-none"
            />
            <span
              id={`${finalId}-counter`}
              aria-label={t('chat.counterLabel', {
                count: finalPrompt.text.length,
                max: LIMITS.promptMaxChars,
              })}
              className={cn(
                'pointer-events-none absolute right-3 bottom-2 rounded bg-surface/90 px-1 text-xs tabular-nums',
                finalPrompt.text.length >= LIMITS.promptMaxChars
                  ? 'font-semibold text-danger-strong'
                  : 'text-ink-600',
              )}
            >
              {finalPrompt.text.length}/{LIMITS.promptMaxChars}
            </span>
          </div>
          {finalPrompt.tone && (
            <p className="mt-3 text-sm text-ink-900" data-testid="chat-tone">
              {t('chat.tone', { tone: t(`chat.tones.${finalPrompt.tone}`) })}
            </p>
          )}
          {finalPrompt.direction && (
            <details className="mt-2 text-sm text-ink-600">
              <summary className="cursor-pointer font-semibold text-ink-900">
                {t('chat.directionTitle')}
              </summary>
              <p className="mt-1">{t('chat.directionHint')}</p>
              <p className="mt-1 whitespace-pre-line" data-testid="chat-direction">
                {finalPrompt.direction}
              </p>
            </details>
          )}
          <div className="mt-4 flex flex-col gap-2 sm:flex-row">
            <Button
              icon={<Sparkles className="size-5" />}
              loading={generating}
              disabled={!finalPrompt.text.trim()}
              onClick={generate}
            >
              {t('chat.generate')}
            </Button>
            <Button
              variant="secondary"
              icon={<RotateCcw className="size-4" />}
              disabled={generating}
              onClick={restart}
            >
              {t('chat.restart')}
            </Button>
          </div>
        </div>
      ) : (
        <form
          className="mt-4 flex items-end gap-2"
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            send(draft);
          }}
        >
          <textarea
            ref={input}
            rows={2}
            value={draft}
            maxLength={LIMITS.chatMessageMaxChars}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={onKeyDown}
            aria-label={t('chat.inputLabel')}
            placeholder={t('chat.placeholder')}
            className="block min-h-11 flex-1 resize-none rounded-control border border-ink-300 bg-surface px-3.5 py-2.5 text-base text-ink-900 placeholder:text-ink-600 focus:border-violet-500 focus:ring-2 focus:ring-violet-500/30 focus:outline-none"
          />
          <Button
            type="submit"
            variant="violet"
            size="icon"
            aria-label={t('chat.send')}
            disabled={typing || !draft.trim()}
          >
            <Send className="size-4" aria-hidden="true" />
          </Button>
        </form>
      )}
    </section>
  );
}
