import type { AdminUserDto } from '@cena/contracts';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useNotify, useRecordContext, useTranslate, useUpdate } from 'react-admin';

/** Disable (refused at once by the api, even with a live token) or enable again. */
export function DisableButton() {
  const record = useRecordContext<AdminUserDto>();
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  const disabling = !record.disabledAt;

  const confirm = () =>
    update(
      'users',
      { id: record.id, data: { disabled: disabling }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify(disabling ? 'users.disable.disabled' : 'users.disable.enabled', {
            type: 'success',
          });
        },
        onError: (error) => {
          setOpen(false);
          notify(error instanceof Error ? error.message : 'ra.notification.http_error', {
            type: 'error',
          });
        },
      },
    );

  return (
    <>
      <Button
        color={disabling ? 'error' : 'success'}
        startIcon={disabling ? <BlockIcon /> : <CheckCircleIcon />}
        onClick={() => setOpen(true)}
      >
        {translate(disabling ? 'users.disable.disable' : 'users.disable.enable')}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={disabling ? 'users.disable.disable_title' : 'users.disable.enable_title'}
        translateOptions={{ email: record.email }}
        content={disabling ? 'users.disable.disable_content' : 'users.disable.enable_content'}
        confirm={disabling ? 'users.disable.disable' : 'users.disable.enable'}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
