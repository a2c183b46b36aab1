import { useEffect, useState } from 'react';
import { useHydrated } from './use-hydrated';

export interface ClientConfig {
  firebase: { apiKey: string; authDomain: string; projectId: string };
  /** Set locally and in tests: the Auth Emulator, relative to the page (the api forwards it). */
  authEmulatorUrl: string | null;
  testLoginEnabled?: boolean;
}

let pending: Promise<ClientConfig> | null = null;
let loaded: ClientConfig | null = null;

/** The server tells the browser which Firebase project (or emulator) to use; fetched once. */
export function loadRuntimeConfig(): Promise<ClientConfig> {
  pending ??= fetch('/api/client-config', { credentials: 'include' })
    .then(async (response) => {
      if (!response.ok) throw new Error(`client-config: ${response.status}`);
      loaded = (await response.json()) as ClientConfig;
      return loaded;
    })
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}

/**
 * The config once loaded (null before, or when the server could not be reached, and while a
 * prerendered page hydrates: the prerender had none).
 */
export function useRuntimeConfig(): ClientConfig | null {
  const hydrated = useHydrated();
  const [config, setConfig] = useState<ClientConfig | null>(loaded);
  useEffect(() => {
    if (config) return;
    let live = true;
    loadRuntimeConfig().then(
      (value) => live && setConfig(value),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [config]);
  return hydrated ? config : null;
}

/** Tests start from a clean slate. */
export function resetRuntimeConfigForTests(): void {
  pending = null;
  loaded = null;
}
