import type {
  BillingOverviewDto,
  CheckoutStatusDto,
  CreateCheckoutRequest,
  CreateCheckoutResponse,
  PortalResponse,
} from '@cena/contracts';
import { api } from '../../app/api';

const billingBase = api.enhanceEndpoints({ addTagTypes: ['Billing'] });

export const billingApi = billingBase.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/billing`: plan, renewal, payments. */
    getBilling: build.query<BillingOverviewDto, void>({
      query: () => 'api/billing',
      providesTags: ['Billing'],
    }),
    /** `GET /api/billing/checkout/:id`: whether a checkout has been applied yet (/obrigado). */
    getCheckoutStatus: build.query<CheckoutStatusDto, string>({
      query: (sessionId) => `api/billing/checkout/${encodeURIComponent(sessionId)}`,
      keepUnusedDataFor: 0,
    }),
    /** `POST /api/stripe/create-checkout-session` → `{checkoutUrl}` (spec §7). */
    createCheckout: build.mutation<CreateCheckoutResponse, CreateCheckoutRequest>({
      query: (body) => ({ url: 'api/stripe/create-checkout-session', method: 'POST', body }),
      extraOptions: { maxRetries: 0 },
    }),
    openPortal: build.mutation<PortalResponse, void>({
      query: () => ({ url: 'api/billing/portal', method: 'POST' }),
      extraOptions: { maxRetries: 0 },
    }),
  }),
});

/** `GET /api/plans` is the landing's endpoint too: one definition, one cache entry per locale. */
export { useGetPlansQuery } from '../landing/api';

export const {
  useGetBillingQuery,
  useGetCheckoutStatusQuery,
  useCreateCheckoutMutation,
  useOpenPortalMutation,
} = billingApi;

/** What the purchase pages need after a purchase lands: the account (badge, credits), billing. */
export const refreshAfterPurchase = () => billingApi.util.invalidateTags(['Billing', 'User']);
