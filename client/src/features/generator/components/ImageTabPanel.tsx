import { Wand2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Switch } from '../../../components/Switch';
import { useAllowance } from '../../billing/use-allowance';
import { type GeneratorDraft, imageCost } from '../generator-rules';
import { ImageDrop } from './ImageDrop';
import { PromptField } from './PromptField';

export interface ImageTabPanelProps {
  draft: GeneratorDraft;
  onChange: (patch: Partial<GeneratorDraft>) => void;
  image: File | null;
  onImage: (file: File | null) => void;
  uploadAllowed: boolean;
  onBlocked: () => void;
}

/** The image tab: upload, scene description and 'Expansão Mágica' with its cost. Lazy. */
export default function ImageTabPanel({
  draft,
  onChange,
  image,
  onImage,
  uploadAllowed,
  onBlocked,
}: ImageTabPanelProps) {
  const { t } = useTranslation('generator');
  const switchId = useId();
  const allowance = useAllowance();
  return (
    <div className="flex flex-col gap-4">
      <ImageDrop file={image} onFile={onImage} allowed={uploadAllowed} onBlocked={onBlocked} />
      <PromptField
        label={t('card.image.descriptionLabel')}
        value={draft.imageDescription}
        onChange={(imageDescription) => onChange({ imageDescription })}
        placeholder={t('card.image.descriptionPlaceholder')}
        rows={3}
      />
      <div className="flex items-center justify-between gap-3 rounded-control bg-violet-50 p-3">
        <div className="min-w-0">
          <label
            htmlFor={switchId}
            className="flex items-center gap-1.5 font-display text-sm font-semibold text-ink-900"
          >
            <Wand2 className="size-4 text-violet-500" aria-hidden="true" />
            {t('card.magic.label')}
          </label>
          <p className="text-sm text-ink-600">
            {t('card.magic.description', { ratio: draft.options.aspectRatio })}{' '}
            {allowance && (
              <span className="font-semibold text-ink-900">
                {t('card.magic.cost', { count: imageCost(draft.magicExpansion, allowance) })}
              </span>
            )}
          </p>
        </div>
        <Switch
          id={switchId}
          checked={draft.magicExpansion}
          onCheckedChange={(magicExpansion) => onChange({ magicExpansion })}
        />
      </div>
    </div>
  );
}
