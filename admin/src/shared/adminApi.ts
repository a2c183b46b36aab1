import { useCallback, useEffect, useState } from 'react';
import { fetchUtils, HttpError } from 'react-admin';
import { firebaseAuth } from '../firebase';

/** The body the api answers an error with (libs/contracts ErrorBody). */
export interface ApiErrorBody {
  statusCode: number;
  code: string;
  message: string;
  fields?: string[];
}

/**
 * A back-office call outside ra-data-simple-rest's CRUD (refund, retry, acknowledge, a partial
 * PUT): the server refuses unknown properties, so writes send only what changes.
 */
export async function adminRequest<T>(
  path: string,
  init: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; body?: unknown } = {},
): Promise<T> {
  const token = await (await firebaseAuth()).currentUser?.getIdToken();
  const headers = new Headers({ Accept: 'application/json' });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  headers.set('Accept-Language', document.documentElement.lang || 'pt-BR');
  const { json } = await fetchUtils.fetchJson(`/api/admin/${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return json as T;
}

/** The api's error body when `error` is an HttpError from fetchJson, else null. */
export function apiErrorBody(error: unknown): ApiErrorBody | null {
  if (error instanceof HttpError && error.body && typeof error.body === 'object') {
    const body = error.body as Partial<ApiErrorBody>;
    if (typeof body.code === 'string') return body as ApiErrorBody;
  }
  return null;
}

/** GET `/api/admin/<path>` (a page, not a list) with its loading state and a reload. */
export function useAdminGet<T>(path: string): {
  data: T | null;
  error: unknown;
  loading: boolean;
  reload: () => void;
  replace: (data: T) => void;
} {
  const [state, setState] = useState<{ data: T | null; error: unknown; loading: boolean }>({
    data: null,
    error: null,
    loading: true,
  });
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    let live = true;
    adminRequest<T>(path).then(
      (data) => live && setState({ data, error: null, loading: false }),
      (error: unknown) => live && setState((s) => ({ ...s, error, loading: false })),
    );
    return () => {
      live = false;
    };
  }, [path, generation]);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  const replace = useCallback((data: T) => setState({ data, error: null, loading: false }), []);
  return { ...state, reload, replace };
}
