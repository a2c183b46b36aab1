import { existsSync } from 'node:fs';
import type { ProgressFn, RenderRequest, RenderResult } from '../render-request';
import { warmUpLocalEngine } from './engine-warm-up';
import { LocalEngine } from './local-engine';

jest.setTimeout(60_000);

/** The real engine, noting what it was asked to render. */
class RecordingProvider extends LocalEngine {
  readonly requests: RenderRequest[] = [];

  override render(request: RenderRequest, onProgress: ProgressFn): Promise<RenderResult> {
    this.requests.push(request);
    return super.render(request, onProgress);
  }
}

describe('warmUpLocalEngine', () => {
  it('renders a text clip and a photo clip, then leaves no scratch files', async () => {
    const provider = new RecordingProvider();
    await warmUpLocalEngine(provider);
    expect(provider.requests.map((r) => [r.mode, r.durationS])).toEqual([
      ['text', 1],
      ['image', 1],
    ]);
    const photo = provider.requests[1].image;
    expect(photo?.mimeType).toBe('image/jpeg');
    expect(photo?.bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    for (const request of provider.requests) expect(existsSync(request.workDir)).toBe(false);
  });
});
