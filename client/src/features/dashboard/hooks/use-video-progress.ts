import { isTerminalVideoStatus, type VideoEvent, type VideoStatus } from '@cena/contracts';
import { useEffect, useRef, useState } from 'react';
import { currentAuthToken } from '../../../app/auth-bridge';

/** Waits before reconnecting after a dropped stream: 1 s, 2 s, 4 s … at most 10 s. */
const RECONNECT_BASE_MS = 1000;
const RECONNECT_MAX_MS = 10_000;

export const isTerminal = (status: VideoStatus) => isTerminalVideoStatus(status);

/** One server-sent event block (`event:` and `data:` lines) parsed; null for comments/pings. */
export function parseSseBlock(block: string): { type: string; data: string } | null {
  let type = 'message';
  const data: string[] = [];
  for (const line of block.split(/\r?\n/)) {
    if (line.startsWith('event:')) type = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
  }
  return data.length ? { type, data: data.join('\n') } : null;
}

export type StreamState = 'connecting' | 'open' | 'reconnecting' | 'closed';

/**
 * Follows `GET /api/videos/:id/events` until the video is done. The stream is read with `fetch`
 * rather than `EventSource` because the API authenticates with the `Authorization` header
 * (an ID token in a URL would end up in logs). A dropped connection is reopened with backoff;
 * the server starts each stream with the current state, so nothing is lost in between.
 */
export function useVideoProgress(
  videoId: string | null,
  onTerminal?: (event: VideoEvent) => void,
): { event: VideoEvent | null; state: StreamState } {
  // Kept with the id it belongs to, so another video starts from nothing without a reset.
  const [latest, setLatest] = useState<{ id: string; event: VideoEvent } | null>(null);
  const [stream, setStream] = useState<{ id: string; state: StreamState } | null>(null);
  const terminalRef = useRef(onTerminal);
  useEffect(() => {
    terminalRef.current = onTerminal;
  });

  useEffect(() => {
    if (!videoId) return;
    let stopped = false;
    let controller: AbortController | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    const setState = (state: StreamState) => setStream({ id: videoId, state });
    const setEvent = (event: VideoEvent) => setLatest({ id: videoId, event });

    const finish = (last: VideoEvent) => {
      stopped = true;
      setState('closed');
      terminalRef.current?.(last);
    };

    const connect = async () => {
      controller = new AbortController();
      try {
        const token = await currentAuthToken();
        const response = await fetch(`/api/videos/${encodeURIComponent(videoId)}/events`, {
          headers: {
            Accept: 'text/event-stream',
            ...(token ? { Authorization: `Bearer ${token}` } : {}),
          },
          credentials: 'include',
          signal: controller.signal,
        });
        // 404 (not the caller's video, or deleted) and other refusals end the stream for good.
        if (response.status >= 400 && response.status < 500) {
          stopped = true;
          setState('closed');
          return;
        }
        if (!response.ok || !response.body) throw new Error(`SSE ${response.status}`);
        setState('open');
        attempt = 0;
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let cut: number;
          while ((cut = buffer.search(/\r?\n\r?\n/)) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut).replace(/^\r?\n\r?\n/, '');
            const parsed = parseSseBlock(block);
            if (!parsed || parsed.type !== 'video') continue;
            const next = JSON.parse(parsed.data) as VideoEvent;
            setEvent(next);
            if (isTerminal(next.status)) {
              void reader.cancel().catch(() => undefined);
              finish(next);
              return;
            }
          }
        }
      } catch {
        if (stopped) return;
      }
      if (stopped) return;
      setState('reconnecting');
      const wait = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** attempt);
      attempt += 1;
      timer = setTimeout(() => void connect(), wait);
    };

    void connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      controller?.abort();
    };
  }, [videoId]);

  return {
    event: latest && latest.id === videoId ? latest.event : null,
    state: stream && stream.id === videoId ? stream.state : 'connecting',
  };
}
