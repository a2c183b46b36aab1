import type { AppConfig } from '../config/app-config';
import type { Storage } from '../storage/storage';
import { MediaUrlSigner } from './media-url-signer';
import type { VideoEntity } from './video.entity';

const config = { MEDIA_URL_TTL_S: 6 * 3600, publicUrl: 'https://cena.example' } as AppConfig;
const video = (n: number) =>
  ({
    status: 'completed',
    videoKey: `videos/u/${n}.mp4`,
    thumbnailKey: `thumbnails/u/${n}.jpg`,
  }) as VideoEntity;

function signerWith(signedUrl: (key: string, exp: number) => Promise<string>) {
  const calls: string[] = [];
  const storage = {
    signedUrl: (key: string, exp: number) => {
      calls.push(key);
      return signedUrl(key, exp);
    },
  } as unknown as Storage;
  return { signer: new MediaUrlSigner(config, storage), calls };
}

describe('MediaUrlSigner', () => {
  afterEach(() => jest.useRealTimers());

  it('signs a key once per expiry bucket, whatever the number of pages listing it', async () => {
    const { signer, calls } = signerWith((key, exp) => Promise.resolve(`/media/${key}?exp=${exp}`));
    const first = await signer.forOwner(video(1));
    const again = await signer.forOwner(video(1));
    expect(again).toEqual(first);
    expect(calls).toEqual(['videos/u/1.mp4', 'thumbnails/u/1.jpg']);
    // Public pages use another bucket: signed apart, then kept too.
    await signer.forPublicPages(video(1));
    await signer.forPublicPages(video(1));
    expect(calls).toHaveLength(4);
  });

  it('signs again when the hour bucket turns', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-29T10:00:00Z') });
    const { signer, calls } = signerWith((key, exp) => Promise.resolve(`/media/${key}?exp=${exp}`));
    const before = await signer.forOwner(video(1));
    jest.setSystemTime(new Date('2026-11-29T11:00:01Z'));
    const after = await signer.forOwner(video(1));
    expect(after.videoUrl).not.toBe(before.videoUrl);
    expect(calls).toHaveLength(4);
  });

  it('does not keep a signing that failed', async () => {
    let fail = true;
    const { signer, calls } = signerWith((key) =>
      fail ? Promise.reject(new Error('store away')) : Promise.resolve(`/media/${key}`),
    );
    await expect(signer.forOwner(video(2))).rejects.toThrow('store away');
    fail = false;
    await expect(signer.forOwner(video(2))).resolves.toEqual({
      videoUrl: '/media/videos/u/2.mp4',
      thumbnailUrl: '/media/thumbnails/u/2.jpg',
    });
    expect(calls).toHaveLength(4);
  });

  it('signs nothing for a video that is not completed', async () => {
    const { signer, calls } = signerWith(() => Promise.resolve('x'));
    const queued = { ...video(3), status: 'queued' } as VideoEntity;
    expect(await signer.forOwner(queued)).toEqual({ videoUrl: null, thumbnailUrl: null });
    expect(calls).toEqual([]);
  });
});
