import { EngineError } from '@cena/engine';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DomainError } from '../../common/domain-error';
import { LocalVideoProvider, toDomainError } from './local-video-provider';
import type { RenderRequest } from './video-provider';

jest.setTimeout(30_000);

describe('LocalVideoProvider (the port over @cena/engine)', () => {
  it("turns the engine's errors into DomainErrors of the same code, retryability and cause", () => {
    const cause = new Error('ffmpeg exited with code 1');
    const failed = new EngineError('provider_failed', true);
    failed.cause = cause;
    failed.message = 'provider_failed: ffmpeg exited with code 1';
    const domain = toDomainError(failed);
    expect(domain).toBeInstanceOf(DomainError);
    expect(domain.code).toBe('provider_failed');
    expect(domain.details).toEqual({ retryable: true });
    expect(domain.message).toBe('provider_failed: ffmpeg exited with code 1');
    expect(domain.cause).toBe(cause);

    const rejected = toDomainError(new EngineError('provider_rejected'));
    expect(rejected.code).toBe('provider_rejected');
    expect(rejected.details).toEqual({});
  });

  it('answers an upload the engine cannot decode with DomainError provider_rejected', async () => {
    const root = await mkdtemp(join(tmpdir(), 'cena-local-port-'));
    try {
      const request: RenderRequest = {
        videoId: 'spec-port',
        mode: 'image',
        prompt: 'Pão de queijo quentinho às 18h',
        title: 'Padaria',
        durationS: 1,
        aspectRatio: '16:9',
        tone: 'fun',
        soundtrack: 'none',
        magicExpansion: false,
        watermark: true,
        image: { bytes: Buffer.from('not a photo'), mimeType: 'image/jpeg' },
        seed: 1,
        workDir: join(root, 'clip'),
      };
      const error = await new LocalVideoProvider()
        .render(request, () => undefined)
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).code).toBe('provider_rejected');
      expect((error as DomainError).details.retryable).toBeUndefined();
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
