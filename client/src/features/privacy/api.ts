import type { DataExport, DeletionReceipt, DeletionRequestInput } from '@cena/contracts';
import { api } from '../../app/api';

/** The customer's LGPD requests (`/api/privacy`): data exports and the account's deletion. */
export const privacyApi = api.enhanceEndpoints({ addTagTypes: ['DataExports'] }).injectEndpoints({
  endpoints: (build) => ({
    listExports: build.query<DataExport[], void>({
      query: () => 'api/privacy/exports',
      providesTags: ['DataExports'],
    }),
    requestExport: build.mutation<DataExport, void>({
      query: () => ({ url: 'api/privacy/exports', method: 'POST' }),
      invalidatesTags: ['DataExports'],
      extraOptions: { maxRetries: 0 },
    }),
    requestDeletion: build.mutation<DeletionReceipt, DeletionRequestInput>({
      query: (body) => ({ url: 'api/privacy/deletion', method: 'POST', body }),
      extraOptions: { maxRetries: 0 },
    }),
  }),
});

export const { useListExportsQuery, useRequestExportMutation, useRequestDeletionMutation } =
  privacyApi;
