import { type ChatMessage, LIMITS, type Locale } from '@cena/contracts';
import { ArrowLeft, RotateCcw, Send, Sparkles } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevealOnMount } from '../../dashboard/hooks/use-reveal';
import { toastForError } from '../../../app/errors';
import { Button } from '../../../components/Button';
import { cn } from '../../../components/cn';
import { usePromptChatMutation } from '../../dashboard/api';

export interface ChatAssistantProps {
  onGenerate: (prompt: string) => Promise<void> | void;
  onClose: () => void;
  generating?: boolean;
}

/**
 * The chat assistant ('Assistente', spec §4: ready → typing → finished): Cena asks about the
 * business, the offer, the audience and the tone, one question at a time, then shows the final
 * prompt with 'Recomeçar' and 'Gerar vídeo'. Enter sends; Shift+Enter breaks the line.
 */
export function ChatAssistant({ onGenerate, onClose, generating = false }: ChatAssistantProps) {
  const { t, i18n } = useTranslation('assistant');
  const panel = useRef<HTMLElement>(null);
  useRevealOnMount(panel);
  const [chat, chatState] = usePromptChatMutation();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [draft, setDraft] = useState('');
  const [finalPrompt, setFinalPrompt] = useState<string | null>(null);
  const log = useRef<HTMLOListElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const typing = chatState.isLoading;

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
        if (answer.done && answer.finalPrompt) setFinalPrompt(answer.finalPrompt);
        else input.current?.focus();
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
        {messages.map((message, index) => (
          <li
            key={index}
            data-role={message.role}
            className={cn(
              'max-w-[85%] rounded-card px-3.5 py-2.5 text-sm leading-normal whitespace-pre-line',
              message.role === 'user'
                ? 'self-end bg-ink-900 text-white'
                : 'self-start bg-surface text-ink-900 shadow-sm',
            )}
          >
            <span className="sr-only">
              {message.role === 'user' ? t('chat.you') : t('chat.assistant')}:{' '}
            </span>
            {message.content}
          </li>
        ))}
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
          <h3 className="font-display font-bold text-ink-900">{t('chat.finalTitle')}</h3>
          <p className="mt-2 text-ink-900">{finalPrompt}</p>
          <div className="mt-4 flex flex-col gap-2 sm:flex-row">
            <Button
              icon={<Sparkles className="size-5" />}
              loading={generating}
              onClick={() => void onGenerate(finalPrompt)}
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
