import { LIMITS, SOUNDTRACKS, TONES } from '@cena/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Slider } from '../../../components/Slider';
import type { GeneratorOptions } from '../generator-rules';
import type { AdvancedOptionsProps } from './AdvancedOptions';
import { FormatPicker } from './FormatPicker';

const FIELD =
  'h-11 w-full rounded-control border border-ink-300 bg-surface px-3 text-base text-ink-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none';
const LABEL = 'font-display text-sm font-semibold text-ink-900';

/** Format, title, tone, duration slider and soundtrack. */
export default function AdvancedOptionsPanel({ value, onChange }: AdvancedOptionsProps) {
  const { t } = useTranslation('generator');
  const id = useId();
  const set = (patch: Partial<GeneratorOptions>) => onChange({ ...value, ...patch });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <FormatPicker
          value={value.aspectRatio}
          onChange={(aspectRatio) => set({ aspectRatio })}
          labelClassName={LABEL}
        />
      </div>
      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <label htmlFor={`${id}-title`} className={LABEL}>
          {t('card.advanced.title')}
        </label>
        <input
          id={`${id}-title`}
          className={FIELD}
          value={value.title}
          maxLength={LIMITS.titleMaxChars}
          placeholder={t('card.advanced.titlePlaceholder')}
          onChange={(e) => set({ title: e.target.value })}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-tone`} className={LABEL}>
          {t('card.advanced.tone')}
        </label>
        <select
          id={`${id}-tone`}
          className={FIELD}
          value={value.tone}
          onChange={(e) => set({ tone: e.target.value as GeneratorOptions['tone'] })}
        >
          {TONES.map((tone) => (
            <option key={tone} value={tone}>
              {t(`tones.${tone}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-soundtrack`} className={LABEL}>
          {t('card.advanced.soundtrack')}
        </label>
        <select
          id={`${id}-soundtrack`}
          className={FIELD}
          value={value.soundtrack}
          onChange={(e) => set({ soundtrack: e.target.value as GeneratorOptions['soundtrack'] })}
        >
          {SOUNDTRACKS.map((s) => (
            <option key={s} value={s}>
              {t(`soundtracks.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-2 sm:col-span-2">
        <div className="flex items-center justify-between">
          <span id={`${id}-duration`} className={LABEL}>
            {t('card.advanced.duration')}
          </span>
          <span className="text-sm text-ink-600 tabular-nums">
            {t('card.advanced.seconds', { count: value.durationS })}
          </span>
        </div>
        <Slider
          aria-labelledby={`${id}-duration`}
          thumbLabel={t('card.advanced.duration')}
          valueText={t('card.advanced.seconds', { count: value.durationS })}
          min={LIMITS.durationMinS}
          max={LIMITS.durationMaxS}
          step={1}
          value={[value.durationS]}
          onValueChange={([v]) => v !== undefined && set({ durationS: v })}
        />
      </div>
    </div>
  );
}
