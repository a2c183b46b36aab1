import simpleRestProvider from 'ra-data-simple-rest';
import { type DataProvider, fetchUtils } from 'react-admin';
import { firebaseAuth } from './firebase';
import { API_RESOURCES } from './sections';

const API_BASE = '/api/admin';

/** Every request carries the Firebase token and the screen's language (for the api's errors). */
export const httpClient = async (url: string, options: fetchUtils.Options = {}) => {
  const token = await (await firebaseAuth()).currentUser?.getIdToken();
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  headers.set('Accept-Language', document.documentElement.lang || 'pt-BR');
  return fetchUtils.fetchJson(url, { ...options, headers });
};

const rest = simpleRestProvider(API_BASE, httpClient);

/** The api resource behind a screen (`support` lists `tickets`, see sections.ts). */
const apiResource = (resource: string) => API_RESOURCES[resource] ?? resource;

/** ra-data-simple-rest on `/api/admin`, resource names mapped to the api's. */
export const dataProvider: DataProvider = {
  getList: (resource, params) => rest.getList(apiResource(resource), params),
  getOne: (resource, params) => rest.getOne(apiResource(resource), params),
  getMany: (resource, params) => rest.getMany(apiResource(resource), params),
  getManyReference: (resource, params) => rest.getManyReference(apiResource(resource), params),
  create: (resource, params) => rest.create(apiResource(resource), params),
  update: (resource, params) => rest.update(apiResource(resource), params),
  updateMany: (resource, params) => rest.updateMany(apiResource(resource), params),
  delete: (resource, params) => rest.delete(apiResource(resource), params),
  deleteMany: (resource, params) => rest.deleteMany(apiResource(resource), params),
};
