import { type CreateTicketRequest, LIMITS, type TicketDto, type TicketPage } from '@cena/contracts';
import { api } from '../../app/api';

/** The customer's support tickets (`/api/tickets`): only their own, never an internal note. */
export const supportApi = api.enhanceEndpoints({ addTagTypes: ['Ticket'] }).injectEndpoints({
  endpoints: (build) => ({
    listTickets: build.query<TicketPage, { page?: number; pageSize?: number }>({
      query: ({ page = 1, pageSize = LIMITS.listPageSizeDefault }) =>
        `api/tickets?${new URLSearchParams({ page: String(page), pageSize: String(pageSize) }).toString()}`,
      providesTags: ['Ticket'],
      keepUnusedDataFor: 30,
    }),
    getTicket: build.query<TicketDto, string>({
      query: (id) => `api/tickets/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Ticket', id }],
      keepUnusedDataFor: 30,
    }),
    createTicket: build.mutation<TicketDto, CreateTicketRequest>({
      query: (body) => ({ url: 'api/tickets', method: 'POST', body }),
      invalidatesTags: ['Ticket'],
      // A lost answer retried would open the same ticket twice.
      extraOptions: { maxRetries: 0 },
    }),
    replyToTicket: build.mutation<TicketDto, { id: string; body: string }>({
      query: ({ id, body }) => ({
        url: `api/tickets/${encodeURIComponent(id)}/messages`,
        method: 'POST',
        body: { body },
      }),
      invalidatesTags: (_result, _error, { id }) => ['Ticket', { type: 'Ticket', id }],
      extraOptions: { maxRetries: 0 },
    }),
  }),
});

export const {
  useListTicketsQuery,
  useGetTicketQuery,
  useCreateTicketMutation,
  useReplyToTicketMutation,
} = supportApi;
