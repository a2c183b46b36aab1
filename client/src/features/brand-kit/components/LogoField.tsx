import { ACCEPTED_IMAGE_TYPES, type BrandKitLogo } from '@cena/contracts';
import { ImagePlus, Trash2, Upload } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast-store';
import { Button } from '../../../components/Button';
import { cn } from '../../../components/cn';
import { toastForError } from '../../../app/errors';
import { useRemoveLogoMutation, useUploadLogoMutation } from '../api';
import { fieldErrorsFrom } from '../brand-kit-form';

const ACCEPT = ACCEPTED_IMAGE_TYPES.join(',');

/**
 * The kit's logo: a drop-or-click area (or the logo with Trocar and Remover). The file goes
 * straight to the API, which checks it (type on its header, 2 MB, pixels) and answers why not.
 */
export function LogoField({ logo }: { logo: BrandKitLogo | null }) {
  const { t } = useTranslation('brand-kit');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [upload, uploading] = useUploadLogoMutation();
  const [remove, removing] = useRemoveLogoMutation();

  const send = async (file: File | undefined | null) => {
    if (!file) return;
    setProblem(null);
    try {
      await upload(file).unwrap();
    } catch (error) {
      const message = fieldErrorsFrom(error)?.logo;
      if (message) setProblem(message);
      else toastForError(error);
    }
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void send(event.dataTransfer.files?.[0]);
  };

  const discard = async () => {
    setProblem(null);
    try {
      await remove().unwrap();
      toast({ title: t('logo.removed'), variant: 'success' });
    } catch (error) {
      toastForError(error);
    }
  };

  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2">
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="brand-logo-input"
        onChange={(event) => {
          void send(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {logo ? (
        <div
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
          className={cn(
            'flex flex-col gap-3 rounded-control border p-3 sm:flex-row sm:items-center',
            dragging ? 'border-brand-500 bg-brand-50' : 'border-ink-300 bg-page',
          )}
        >
          {/* A checkerboard behind it, so a logo with transparency shows its real edges. */}
          <span className="grid h-24 w-full max-w-60 shrink-0 place-items-center rounded-[8px] border border-ink-100 bg-[conic-gradient(#ebe9f2_25%,#ffffff_0_50%,#ebe9f2_0_75%,#ffffff_0)] bg-[length:16px_16px] p-2 sm:w-60">
            <img
              src={logo.url}
              alt={t('logo.alt')}
              className="max-h-full max-w-full object-contain"
              data-testid="brand-logo"
            />
          </span>
          <div className="flex min-w-0 flex-1 flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              loading={uploading.isLoading}
              icon={<Upload className="size-4" />}
              onClick={() => input.current?.click()}
            >
              {uploading.isLoading ? t('logo.uploading') : t('logo.replace')}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              loading={removing.isLoading}
              disabled={uploading.isLoading}
              icon={<Trash2 className="size-4" />}
              onClick={() => void discard()}
            >
              {t('logo.remove')}
            </Button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          onClick={() => input.current?.click()}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
          disabled={uploading.isLoading}
          aria-describedby={problem ? errorId : `${id}-hint`}
          className={cn(
            'flex min-h-32 w-full flex-col items-center justify-center gap-2 rounded-control border-2 border-dashed px-4 py-5 text-center transition-colors duration-150',
            dragging
              ? 'border-brand-500 bg-brand-50'
              : 'border-ink-300 bg-page hover:border-brand-500',
          )}
        >
          <ImagePlus className="size-8 text-brand-strong" aria-hidden="true" />
          <span className="font-display font-semibold text-ink-900">
            {uploading.isLoading ? t('logo.uploading') : t('logo.drop')}
          </span>
          <span id={`${id}-hint`} className="text-sm text-ink-600">
            {t('logo.hint')}
          </span>
        </button>
      )}
      {problem && (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger-strong">
          {problem}
        </p>
      )}
      <p className="text-sm text-ink-600">{t('logo.cornerMark')}</p>
    </div>
  );
}
