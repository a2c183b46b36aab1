import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  clearEmulatorAccounts,
  ensureAuthEmulator,
  probeAuthEmulator,
  resolveFirebaseConfig,
} from './auth-emulator.mjs';
import { getFreePort, isPortOpen } from './ports.mjs';

const repoDir = path.resolve(import.meta.dirname, '../..');

describe('resolveFirebaseConfig', () => {
  it("uses the repository's firebase.json for its own port", () => {
    const { configPath, cleanup } = resolveFirebaseConfig(repoDir, 9099);
    assert.equal(configPath, path.join(repoDir, 'firebase.json'));
    cleanup();
  });

  it('writes a copy with another auth port to a temporary directory', () => {
    const { configPath, cleanup } = resolveFirebaseConfig(repoDir, 9123);
    const config = JSON.parse(fs.readFileSync(configPath, 'utf8'));
    assert.deepEqual(config.emulators.auth, { host: '127.0.0.1', port: 9123 });
    assert.equal(config.emulators.ui.enabled, false);
    assert.equal(config.emulators.singleProjectMode, true);
    cleanup();
    assert.equal(fs.existsSync(configPath), false);
  });

  it('gives a copy its own hub and logging ports when asked, even for the default port', () => {
    const { configPath, cleanup } = resolveFirebaseConfig(repoDir, 9099, {
      hub: 45001,
      logging: 45002,
    });
    const config = JSON.parse(fs.readFileSync(configPath, 'utf8'));
    assert.notEqual(configPath, path.join(repoDir, 'firebase.json'));
    assert.deepEqual(config.emulators.auth, { host: '127.0.0.1', port: 9099 });
    assert.deepEqual(config.emulators.hub, { host: '127.0.0.1', port: 45001 });
    assert.deepEqual(config.emulators.logging, { host: '127.0.0.1', port: 45002 });
    cleanup();
  });
});

describe('ensureAuthEmulator', () => {
  /** @type {number} */
  let port;
  /** @type {import('./auth-emulator.mjs').AuthEmulatorHandle} */
  let emulator;
  const output = [];

  before(async () => {
    // Not 9099: other test suites may be using the default port at the same time.
    port = await getFreePort();
    emulator = await ensureAuthEmulator({ port, repoDir, log: (line) => output.push(line) });
  });
  after(async () => {
    await emulator?.stop();
  });

  it('starts the emulator on the requested port', async () => {
    assert.equal(emulator.source, 'started');
    assert.equal(emulator.host, `127.0.0.1:${port}`);
    assert.equal(await probeAuthEmulator(emulator.host), 'auth-emulator');
  });

  it('creates and clears accounts', async () => {
    const signUp = await fetch(
      `http://${emulator.host}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: 'ana@example.com',
          password: 'secret123',
          returnSecureToken: true,
        }),
      },
    );
    assert.equal(signUp.status, 200);
    assert.ok((await signUp.json()).idToken);

    await clearEmulatorAccounts(emulator.host, 'demo-cena');
    const signIn = await fetch(
      `http://${emulator.host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'ana@example.com', password: 'secret123' }),
      },
    );
    assert.equal(signIn.status, 400);
  });

  it('reuses an emulator that already answers', async () => {
    const again = await ensureAuthEmulator({ port, repoDir });
    assert.equal(again.source, 'running');
    await again.stop(); // a no-op: it was not started by this call
    assert.equal(await probeAuthEmulator(emulator.host), 'auth-emulator');
  });

  it('stops it, leaving the port free', async () => {
    await emulator.stop();
    assert.equal(await isPortOpen('127.0.0.1', port), false);
    emulator = undefined;
  });

  it('refuses a port taken by something else', async () => {
    const server = http.createServer((req, res) => res.end('<html>not firebase</html>'));
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      await assert.rejects(
        ensureAuthEmulator({ port: server.address().port, repoDir }),
        /is taken by something that is not the Firebase Auth Emulator/,
      );
    } finally {
      server.close();
    }
  });
});
