import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils } from 'react-admin';
import { firebaseAuth } from './firebase';

const httpClient = async (url: string, options: fetchUtils.Options = {}) => {
  const token = await (await firebaseAuth()).currentUser?.getIdToken();
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return fetchUtils.fetchJson(url, { ...options, headers });
};

/** Admin resources live under /api/admin and follow ra-data-simple-rest's conventions. */
export const dataProvider = simpleRestProvider('/api/admin', httpClient);
