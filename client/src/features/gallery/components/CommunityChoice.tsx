import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Switch } from '../../../components/Switch';
import { cn } from '../../../components/cn';

export interface CommunityChoiceProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  className?: string;
}

/**
 * 'Mostrar na comunidade': the owner's consent to show a video in the community gallery, with
 * its meaning in one sentence under it. Off unless the owner turns it on (when generating, or on
 * each video in My videos).
 */
export function CommunityChoice({
  checked,
  onCheckedChange,
  disabled,
  className,
}: CommunityChoiceProps) {
  const { t } = useTranslation('gallery');
  const id = useId();
  return (
    <div className={cn('flex items-start justify-between gap-3', className)}>
      <div className="min-w-0">
        <label htmlFor={id} className="font-display text-sm font-semibold text-ink-900">
          {t('consent.label')}
        </label>
        <p id={`${id}-hint`} className="text-xs text-ink-600">
          {t('consent.hint')}
        </p>
      </div>
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        data-testid="community-switch"
        className="mt-0.5"
      />
    </div>
  );
}
