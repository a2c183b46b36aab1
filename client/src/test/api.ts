// Stand-ins for the API's answers in client tests (the network boundary, faked with `fetch`).
import type { UserDto } from '@cena/contracts';

/** A JSON response as the API sends it. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The signed-in account most tests use: Ana, Basic, 20 credits, pt-BR. */
export const BASIC_USER: UserDto = {
  id: 'u1',
  email: 'ana@example.com',
  displayName: 'Ana Souza',
  photoURL: null,
  plan: 'basic',
  role: 'user',
  credits: 20,
  locale: 'pt-BR',
};
