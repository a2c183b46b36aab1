import type { TicketDto } from '@cena/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BASIC_USER, jsonResponse } from '../../test/api';
import { signedInKit } from '../../test/auth';
import { renderApp } from '../../test/render';

const TICKET: TicketDto = {
  id: '11111111-1111-4111-8111-111111111111',
  userId: BASIC_USER.id,
  userEmail: BASIC_USER.email,
  subject: 'Meu vídeo falhou',
  status: 'pending',
  priority: 'normal',
  assigneeId: null,
  assigneeEmail: null,
  videoId: null,
  createdAt: '2026-11-20T12:00:00.000Z',
  updatedAt: '2026-11-20T13:00:00.000Z',
};

const notFound = () =>
  jsonResponse(404, { statusCode: 404, code: 'not_found', message: 'Não encontrado.' });

/** The API stand-in: a list of tickets that POST /api/tickets adds to. */
function fakeApi(tickets: TicketDto[]) {
  const posted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const { pathname } = new URL(input.url);
      if (pathname === '/api/auth/sync')
        return jsonResponse(200, { user: BASIC_USER, created: false });
      if (pathname === '/api/user') return jsonResponse(200, BASIC_USER);
      if (pathname === '/api/videos') {
        return jsonResponse(200, { items: [], total: 0, page: 1, pageSize: 100 });
      }
      if (pathname === '/api/tickets' && input.method === 'POST') {
        const body = (await input.json()) as { subject: string; message: string };
        posted.push(body);
        const created: TicketDto = {
          ...TICKET,
          id: '22222222-2222-4222-8222-222222222222',
          subject: body.subject,
          status: 'open',
        };
        tickets.unshift(created);
        return jsonResponse(201, { ...created, messages: [] });
      }
      if (pathname === '/api/tickets') {
        return jsonResponse(200, { items: tickets, total: tickets.length, page: 1, pageSize: 20 });
      }
      if (pathname === `/api/tickets/${TICKET.id}`) {
        return jsonResponse(200, {
          ...TICKET,
          messages: [
            {
              id: 'm1',
              ticketId: TICKET.id,
              author: 'customer',
              authorName: 'Ana Souza',
              body: 'Meu vídeo falhou, e agora?',
              internal: false,
              createdAt: TICKET.createdAt,
            },
            {
              id: 'm2',
              ticketId: TICKET.id,
              author: 'agent',
              authorName: null,
              body: 'Devolvemos seus créditos.',
              internal: false,
              createdAt: TICKET.updatedAt,
            },
          ],
        });
      }
      return notFound();
    }),
  );
  return { posted };
}

describe('help pages', { timeout: 30_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('/ajuda opens a ticket (never with an empty subject) and lists it as Aberto', async () => {
    const { posted } = fakeApi([]);
    renderApp({ route: '/ajuda', authKit: signedInKit() });
    await screen.findByText('Nenhum pedido por aqui', undefined, { timeout: 10_000 });

    fireEvent.click(screen.getByRole('button', { name: 'Enviar pedido' }));
    await screen.findByText('Escreva um assunto.');
    expect(screen.getByText('Escreva sua mensagem.')).toBeTruthy();
    expect(posted).toEqual([]);

    fireEvent.change(screen.getByLabelText('Assunto'), { target: { value: '  Cobrança  ' } });
    fireEvent.change(screen.getByLabelText('Mensagem'), {
      target: { value: 'Fui cobrada duas vezes.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar pedido' }));
    await screen.findByText('Pedido enviado! Vamos responder o quanto antes.');
    expect(posted).toEqual([{ subject: 'Cobrança', message: 'Fui cobrada duas vezes.' }]);
    const row = await screen.findByRole('link', { name: /Cobrança/ });
    expect(within(row).getByText('Aberto')).toBeTruthy();
    expect((screen.getByLabelText('Assunto') as HTMLInputElement).value).toBe('');
  });

  it("/ajuda/:id shows the thread, the team's reply marked as Equipe Cena", async () => {
    fakeApi([TICKET]);
    renderApp({ route: `/ajuda/${TICKET.id}`, authKit: signedInKit() });
    await screen.findByRole('heading', { name: 'Meu vídeo falhou' }, { timeout: 10_000 });
    const messages = screen.getAllByTestId('ticket-message');
    expect(messages.map((m) => m.dataset.author)).toEqual(['customer', 'agent']);
    expect(within(messages[1]!).getByText('Equipe Cena')).toBeTruthy();
    expect(within(messages[0]!).getByText('Você')).toBeTruthy();
    expect(screen.getByTestId('ticket-status').textContent).toBe('Pendente');
  });

  it('/ajuda/:id of a ticket that is not mine says so', async () => {
    fakeApi([]);
    renderApp({
      route: '/ajuda/33333333-3333-4333-8333-333333333333',
      authKit: signedInKit(),
    });
    await screen.findByRole('heading', { name: 'Pedido não encontrado' }, { timeout: 10_000 });
    await waitFor(() => expect(screen.queryByRole('textbox')).toBeNull());
  });
});
