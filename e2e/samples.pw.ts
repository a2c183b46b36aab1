import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withPage } from './support/browser';
import { baseUrl } from './support/env';
import { waitForSamples } from './support/samples';

test(
  'the community carousel shows the 7 seeded sample videos, and they play',
  { timeout: 360_000 },
  async (t) => {
    const samples = await waitForSamples(7, 300_000);
    assert.equal(samples.length, 7);
    await withPage(t, {}, async ({ page }) => {
      await page.goto('/');
      const videoPaths = samples.map((s) => new URL(s.videoUrl, baseUrl()).pathname);
      // Every sample is on the landing as a <video> of its own (cards may load their source late).
      await page.waitForFunction(
        (paths) => {
          const sources = [...document.querySelectorAll('video')].map(
            (v) =>
              new URL(v.currentSrc || v.src || v.querySelector('source')?.src || '', location.href)
                .pathname,
          );
          return paths.every((p) => sources.includes(p));
        },
        videoPaths,
        { timeout: 30_000 },
      );
      t.diagnostic(`${await page.locator('video').count()} video elements on the landing`);

      for (const path of videoPaths) {
        const state = await page.evaluate(async (wanted) => {
          const video = [...document.querySelectorAll('video')].find(
            (v) =>
              new URL(v.currentSrc || v.src || v.querySelector('source')?.src || '', location.href)
                .pathname === wanted,
          );
          if (!video) return { found: false, readyState: 0, advanced: false, error: null };
          video.scrollIntoView({ block: 'center', inline: 'center' });
          video.muted = true;
          if (video.preload === 'none') video.load();
          await video.play();
          const start = video.currentTime;
          const until = Date.now() + 10_000;
          while (video.currentTime <= start + 0.3 && Date.now() < until) {
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
          return {
            found: true,
            readyState: video.readyState,
            advanced: video.currentTime > start + 0.3,
            error: video.error?.message ?? null,
          };
        }, path);
        assert.ok(state.found, `a video element plays ${path}`);
        assert.equal(state.error, null, `${path} has no media error`);
        assert.ok(
          state.readyState >= 2,
          `${path} has data to play (readyState ${state.readyState})`,
        );
        assert.ok(state.advanced, `${path} advances after play()`);
      }
    });
  },
);
