// Stand-ins for the API's answers in client tests (the network boundary, faked with `fetch`).
import type { AllowanceNumbersDto, UserDto } from '@cena/contracts';

/** A JSON response as the API sends it. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * The numbers `GET /api/plans` publishes, as staff might set them: not the defaults, so a test
 * that finds them on screen proves the screen read them.
 */
export const ALLOWANCE: AllowanceNumbersDto = {
  videoCost: 25,
  imageExpansionCost: 40,
  signupBonus: 50,
  basicDailyVideos: 5,
  businessDailyVideos: 100,
};

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
