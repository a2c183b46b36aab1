import { describe, expect, it } from 'vitest';
import { failureReasonKey } from './components/VideoResult';
import { stageKey } from './components/GenerationProgress';
import { parseSseBlock } from './hooks/use-video-progress';
import { videoFileName } from './video-actions';

describe('dashboard helpers', () => {
  it('parses a server-sent event block and skips comments', () => {
    expect(parseSseBlock('event: video\nid: 3\ndata: {"id":"v1","progress":40}')).toEqual({
      type: 'video',
      data: '{"id":"v1","progress":40}',
    });
    expect(parseSseBlock('data: a\r\ndata: b')).toEqual({ type: 'message', data: 'a\nb' });
    expect(parseSseBlock(': keep-alive')).toBeNull();
  });

  it('names the download after the title, without accents, with the day', () => {
    expect(
      videoFileName({
        title: 'Promoção de Pão de Queijo — Padaria Pão Dourado!',
        prompt: 'x',
        createdAt: '2026-11-23T19:00:00.000Z',
      }),
    ).toBe('cena-promocao-de-pao-de-queijo-padaria-pao-dourado-2026-11-23.mp4');
    expect(videoFileName({ title: '', prompt: '!!!', createdAt: 'garbage' })).toBe(
      'cena-video.mp4',
    );
    const long = videoFileName({ title: 'a '.repeat(80), prompt: '', createdAt: '2026-01-02' });
    expect(long.length).toBeLessThanOrEqual('cena-'.length + 60 + '-2026-01-02.mp4'.length);
  });

  it('reads the stage from the event; queued is preparing, completed is success', () => {
    expect(stageKey(null)).toBe('queued');
    expect(stageKey({ id: 'v', status: 'queued', progress: 0, stage: null })).toBe('queued');
    expect(stageKey({ id: 'v', status: 'processing', progress: 30, stage: 'script' })).toBe(
      'script',
    );
    expect(stageKey({ id: 'v', status: 'processing', progress: 0, stage: null })).toBe('preparing');
    expect(stageKey({ id: 'v', status: 'completed', progress: 100, stage: 'finalizing' })).toBe(
      'completed',
    );
  });

  it('explains a failure by its code', () => {
    expect(failureReasonKey({ status: 'failed', errorCode: 'provider_rejected' })).toBe(
      'result.failedReasons.provider_rejected',
    );
    expect(failureReasonKey({ status: 'failed', errorCode: 'provider_failed' })).toBe(
      'result.failedReasons.default',
    );
    expect(failureReasonKey({ status: 'expired', errorCode: null })).toBe(
      'result.failedReasons.expired',
    );
  });
});
