export interface ClientConfig {
  firebase: { apiKey: string; authDomain: string; projectId: string };
  authEmulatorUrl: string | null;
}

/** The server tells the browser which Firebase project (or emulator) to use. */
export async function loadRuntimeConfig(): Promise<ClientConfig> {
  const response = await fetch('/api/client-config');
  if (!response.ok) throw new Error(`client-config: ${response.status}`);
  return (await response.json()) as ClientConfig;
}
