import { useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { adminRequest, apiErrorBody } from './adminApi';

/**
 * A back-office action button's call: POST (or `init`) `/api/admin/<path>`, then notify `done` and
 * refresh the page, or notify the api's message (else `failed`). `sending` is true while it runs;
 * with `keepSending` it stays true after a success (the refreshed record replaces the button).
 * `run` never throws: it answers whether the call succeeded.
 */
export function useAdminAction({
  done,
  failed,
  keepSending = false,
}: {
  done: string;
  failed: string;
  keepSending?: boolean;
}): {
  sending: boolean;
  run: (path: string, init?: Parameters<typeof adminRequest>[1]) => Promise<boolean>;
} {
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [sending, setSending] = useState(false);
  const run = async (
    path: string,
    init: Parameters<typeof adminRequest>[1] = { method: 'POST' },
  ) => {
    setSending(true);
    try {
      await adminRequest(path, init);
      notify(done, { type: 'success' });
      refresh();
      if (!keepSending) setSending(false);
      return true;
    } catch (error) {
      notify(apiErrorBody(error)?.message ?? translate(failed), { type: 'error' });
      setSending(false);
      return false;
    }
  };
  return { sending, run };
}
