// Where the stack started by e2e/run.mjs lives (the runner passes these to every test file).
import path from 'node:path';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the browser tests with npm run e2e`);
  return value;
}

export const repoDir = path.resolve(import.meta.dirname, '..', '..');
export const baseUrl = (): string => required('E2E_BASE_URL');
export const databaseUrl = (): string => required('E2E_DATABASE_URL');
export const authEmulatorHost = (): string => required('E2E_AUTH_EMULATOR_HOST');
export const projectId = (): string => process.env.E2E_PROJECT_ID || 'demo-cena';
/** The address the stack's ADMIN_EMAILS names. */
export const configuredAdminEmail = (): string => required('E2E_ADMIN_EMAIL');
export const chromiumPath = (): string => required('CHROMIUM_PATH');
/** This run's folder under .data/e2e/ (logs, failure screenshots). */
export const runDir = (): string => required('E2E_RUN_DIR');
