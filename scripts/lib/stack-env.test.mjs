import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { loadEnvFile, parseEnvFile } from './env-file.mjs';
import {
  apiPort,
  authEmulatorPort,
  childEnv,
  loadStackEnv,
  usesRealFirebase,
} from './stack-env.mjs';

describe('parseEnvFile', () => {
  it('reads KEY=VALUE lines, quotes, comments and export', () => {
    const text = [
      '# a comment',
      '',
      'PORT=4000',
      'export MAIL_FROM="Cena <no-reply@cena.app>"',
      "SECRET='a b # c'",
      'INLINE=value # trailing comment',
      'EMPTY=',
      'MULTI="line1\\nline2"',
      'not a line',
    ].join('\n');
    assert.deepEqual(parseEnvFile(text), {
      PORT: '4000',
      MAIL_FROM: 'Cena <no-reply@cena.app>',
      SECRET: 'a b # c',
      INLINE: 'value',
      EMPTY: '',
      MULTI: 'line1\nline2',
    });
  });

  it('gives {} for a missing file', () => {
    assert.deepEqual(loadEnvFile(path.join(os.tmpdir(), 'no-such-dir-cena', '.env')), {});
  });
});

describe('stack environment', () => {
  it('lets process.env win over .env', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cena-env-'));
    try {
      fs.writeFileSync(path.join(dir, '.env'), 'PORT=4000\nFROM_FILE=yes\n');
      const env = loadStackEnv(dir, { PORT: '5000' });
      assert.equal(env.PORT, '5000');
      assert.equal(env.FROM_FILE, 'yes');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('uses a real Firebase project only with a non-demo id and credentials', () => {
    assert.equal(usesRealFirebase({}), false);
    assert.equal(usesRealFirebase({ FIREBASE_PROJECT_ID: 'cena-prod' }), false);
    assert.equal(
      usesRealFirebase({ FIREBASE_PROJECT_ID: 'demo-cena', FIREBASE_SERVICE_ACCOUNT: '{}' }),
      false,
    );
    assert.equal(
      usesRealFirebase({ FIREBASE_PROJECT_ID: 'cena-prod', GOOGLE_APPLICATION_CREDENTIALS: '/k' }),
      true,
    );
    assert.equal(
      usesRealFirebase({ FIREBASE_PROJECT_ID: 'cena-prod', FIREBASE_SERVICE_ACCOUNT: '{}' }),
      true,
    );
  });

  it('validates PORT and reads the emulator port', () => {
    assert.equal(apiPort({}), 3000);
    assert.equal(apiPort({ PORT: '8080' }), 8080);
    assert.throws(() => apiPort({ PORT: 'abc' }), /PORT must be a TCP port number/);
    assert.equal(authEmulatorPort({}), 9099);
    assert.equal(authEmulatorPort({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9199' }), 9199);
  });

  it('builds the api and worker environment', () => {
    const env = childEnv(
      { KEEP: '1', NODE_ENV: '', FIREBASE_AUTH_EMULATOR_HOST: 'stale:1' },
      {
        databaseUrl: 'postgres://db',
        redisUrl: 'redis://r',
        authEmulatorHost: '127.0.0.1:9099',
        port: 3000,
      },
    );
    assert.equal(env.KEEP, '1');
    assert.equal(env.DATABASE_URL, 'postgres://db');
    assert.equal(env.REDIS_URL, 'redis://r');
    assert.equal(env.FIREBASE_AUTH_EMULATOR_HOST, '127.0.0.1:9099');
    assert.equal(env.FIREBASE_PROJECT_ID, 'demo-cena');
    assert.equal(env.PORT, '3000');
    assert.equal(env.NODE_ENV, 'development');

    const real = childEnv(
      {
        FIREBASE_PROJECT_ID: 'cena-prod',
        NODE_ENV: 'production',
        FIREBASE_AUTH_EMULATOR_HOST: 'x:1',
      },
      { databaseUrl: 'd', redisUrl: 'r', port: 80 },
    );
    assert.equal(real.FIREBASE_AUTH_EMULATOR_HOST, undefined);
    assert.equal(real.FIREBASE_PROJECT_ID, 'cena-prod');
    assert.equal(real.NODE_ENV, 'production');
  });
});
