import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './app-config';

describe('loadConfig', () => {
  it('needs nothing: every variable has an embedded default', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      NODE_ENV: 'development',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/cena',
      REDIS_URL: 'redis://127.0.0.1:6379',
      FIREBASE_PROJECT_ID: 'demo-cena',
      ENABLE_TEST_LOGIN: false,
      publicUrl: 'http://localhost:3000',
    });
    expect(config.WORKER_CONCURRENCY).toBeGreaterThanOrEqual(1);
  });

  it('names the variable of a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(ConfigError);
  });

  it('checks FFMPEG_PATH and FFPROBE_PATH at boot: an executable file, or the variable is named', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cena-config-'));
    try {
      const executable = join(dir, 'ffmpeg');
      writeFileSync(executable, '#!/bin/sh\n', { mode: 0o755 });
      const plain = join(dir, 'notes.txt');
      writeFileSync(plain, 'not a program', { mode: 0o644 });
      expect(loadConfig({ FFMPEG_PATH: executable, FFPROBE_PATH: executable })).toMatchObject({
        FFMPEG_PATH: executable,
        FFPROBE_PATH: executable,
      });
      expect(loadConfig({ FFMPEG_PATH: '  ' }).FFMPEG_PATH).toBeUndefined();
      expect(() => loadConfig({ FFMPEG_PATH: join(dir, 'missing') })).toThrow(
        /FFMPEG_PATH: .*missing is not an executable file/,
      );
      expect(() => loadConfig({ FFMPEG_PATH: dir })).toThrow(/FFMPEG_PATH/);
      // Refused even for root: Linux lets root execute only files with some x bit set.
      expect(() => loadConfig({ FFPROBE_PATH: plain })).toThrow(/FFPROBE_PATH/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('parses lists and booleans', () => {
    const config = loadConfig({
      ADMIN_EMAILS: ' Ana@Example.com, ,bob@example.com ',
      ENABLE_TEST_LOGIN: 'true',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    });
    expect(config.ADMIN_EMAILS).toEqual(['ana@example.com', 'bob@example.com']);
    expect(config.ENABLE_TEST_LOGIN).toBe(true);
    expect(config.usesAuthEmulator).toBe(true);
  });

  it('refuses unsigned emulator tokens and test login in production', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }),
    ).toThrow(/FIREBASE_AUTH_EMULATOR_HOST/);
    expect(() => loadConfig({ NODE_ENV: 'production', ENABLE_TEST_LOGIN: 'true' })).toThrow(
      /ENABLE_TEST_LOGIN/,
    );
    expect(() => loadConfig({ ENABLE_TEST_LOGIN: 'true' })).toThrow(
      /needs FIREBASE_AUTH_EMULATOR_HOST/,
    );
  });
});
