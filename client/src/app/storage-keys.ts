/**
 * Every browser-storage key the client uses, in one place (spec §3 "Browser storage").
 * Features import these; nothing else spells a key.
 */

/** The chosen interface language (spec §1). */
export const LANGUAGE_KEY = 'cena.language';

/**
 * What a visitor wrote in the generator card before signing in (prompt, tab, options), as JSON
 * written by the generator card. Restored on /dashboard after sign-in; removed at logout.
 */
export const SAVED_PROMPT_KEY = 'cena.savedPrompt';

/** The test login's ID token (spec §3; only when the server enables test login). */
export const TEST_AUTH_TOKEN_KEY = 'authToken';

/** The test login's user `{ name, credits }`. */
export const TEST_USER_KEY = 'testUser';

/**
 * Set while a Firebase session exists, so a visitor who never signed in does not download the
 * Firebase SDK on the landing; the SDK loads when auth is needed (login, guarded routes).
 */
export const SESSION_HINT_KEY = 'cena.hasSession';

/** Session storage: reopen the login modal after 'Limpar Cache e Tentar Novamente' reloads. */
export const REOPEN_LOGIN_KEY = 'cena.reopenLogin';
