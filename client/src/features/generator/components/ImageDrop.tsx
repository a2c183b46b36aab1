import { ImagePlus, X } from 'lucide-react';
import { type DragEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../app/locale-format';
import { cn } from '../../../components/cn';
import { checkImageFile, IMAGE_ACCEPT, type ImageProblem, sizeInMb } from '../generator-rules';

export interface ImageDropProps {
  file: File | null;
  onFile: (file: File | null) => void;
  /** False on the Basic plan (and for visitors): choosing opens the upgrade dialog instead. */
  allowed: boolean;
  onBlocked: () => void;
}

const PROBLEM_KEYS: Record<ImageProblem, string> = {
  not_an_image: 'card.image.notAnImage',
  image_too_large: 'card.image.tooLarge',
};

const TWO_DECIMALS = { minimumFractionDigits: 2, maximumFractionDigits: 2 };

/** Drop-or-click upload with a preview, the file name, its size in MB and a remove button. */
export function ImageDrop({ file, onFile, allowed, onBlocked }: ImageDropProps) {
  const { t } = useTranslation('generator');
  const { formatNumber } = useFormatters();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<ImageProblem | null>(null);
  const [dragging, setDragging] = useState(false);
  const errorId = useId();
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  // The file's own problems come first: they hold whatever the plan.
  const take = (chosen: File | undefined | null) => {
    if (!chosen) return;
    const found = checkImageFile(chosen);
    setProblem(found);
    if (found) return;
    if (allowed) onFile(chosen);
    else onBlocked();
  };

  const open = () => {
    if (!allowed) {
      onBlocked();
      return;
    }
    input.current?.click();
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    take(e.dataTransfer.files?.[0]);
  };

  return (
    <div className="flex flex-col gap-2">
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="generator-image-input"
        onChange={(e) => {
          take(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      {file && preview ? (
        <div className="flex items-center gap-3 rounded-control border border-ink-300 bg-page p-3">
          <img
            src={preview}
            alt={t('card.image.previewAlt')}
            className="size-20 shrink-0 rounded-[8px] object-cover"
          />
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium text-ink-900" title={file.name}>
              {file.name}
            </p>
            <p className="text-sm text-ink-600">
              {t('card.image.size', { size: formatNumber(sizeInMb(file.size), TWO_DECIMALS) })}
            </p>
          </div>
          <button
            type="button"
            onClick={() => onFile(null)}
            aria-label={t('card.image.remove')}
            className="rounded-control p-2 text-ink-600 hover:bg-ink-100 hover:text-ink-900"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
      ) : (
        <button
          type="button"
          onClick={open}
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          aria-describedby={problem ? errorId : undefined}
          className={cn(
            'flex min-h-36 w-full flex-col items-center justify-center gap-2 rounded-control border-2 border-dashed px-4 py-6 text-center transition-colors duration-150',
            dragging
              ? 'border-brand-500 bg-brand-50'
              : 'border-ink-300 bg-page hover:border-brand-500',
          )}
        >
          <ImagePlus className="size-8 text-brand-strong" aria-hidden="true" />
          <span className="font-display font-semibold text-ink-900">{t('card.image.drop')}</span>
          <span className="text-sm text-ink-600">{t('card.image.hint')}</span>
          {!allowed && (
            <span className="rounded-full bg-ink-900 px-2 py-0.5 text-xs font-semibold text-white">
              {t('card.image.proOnly')}
            </span>
          )}
        </button>
      )}
      {problem && (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger-strong">
          {t(PROBLEM_KEYS[problem])}
        </p>
      )}
    </div>
  );
}
