import type { BrandKit, BrandKitInput, BrandKitPreviewRequest } from '@cena/contracts';
import { api } from '../../app/api';

/**
 * The preview's PNG as an object URL (the caller revokes it); an error answer stays JSON so
 * `errorBody` reads it. A URL string, not the Blob, so the store holds only serialisable data.
 */
async function objectUrlOrJson(response: Response): Promise<unknown> {
  if (response.ok) return URL.createObjectURL(await response.blob());
  const type = response.headers.get('content-type') ?? '';
  return type.includes('json') ? response.json() : response.text();
}

/** The account's brand kit (`/api/brand-kit`): fields, colours and logo. */
export const brandKitApi = api.enhanceEndpoints({ addTagTypes: ['BrandKit'] }).injectEndpoints({
  endpoints: (build) => ({
    getBrandKit: build.query<BrandKit, void>({
      query: () => 'api/brand-kit',
      providesTags: ['BrandKit'],
    }),
    saveBrandKit: build.mutation<BrandKit, BrandKitInput>({
      query: (body) => ({ url: 'api/brand-kit', method: 'PUT', body }),
      // The answer is the kit as stored (phones formatted, '@handle'): the cache takes it as is.
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(brandKitApi.util.upsertQueryData('getBrandKit', undefined, data));
      },
    }),
    uploadLogo: build.mutation<BrandKit, File>({
      query: (file) => {
        const form = new FormData();
        form.append('logo', file, file.name);
        return { url: 'api/brand-kit/logo', method: 'PUT', body: form };
      },
      invalidatesTags: ['BrandKit'],
      // A 2 MB upload is not repeated on its own.
      extraOptions: { maxRetries: 0 },
    }),
    removeLogo: build.mutation<unknown, void>({
      query: () => ({ url: 'api/brand-kit/logo', method: 'DELETE' }),
      invalidatesTags: ['BrandKit'],
    }),
    previewEndCard: build.mutation<string, BrandKitPreviewRequest>({
      query: (body) => ({
        url: 'api/brand-kit/preview',
        method: 'POST',
        body,
        responseHandler: objectUrlOrJson,
      }),
      // A newer edit asks again soon enough.
      extraOptions: { maxRetries: 0 },
    }),
  }),
});

export const {
  useGetBrandKitQuery,
  useSaveBrandKitMutation,
  useUploadLogoMutation,
  useRemoveLogoMutation,
  usePreviewEndCardMutation,
} = brandKitApi;
