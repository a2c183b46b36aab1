import {
  BRAND_KIT_TEXT_FIELDS,
  type BrandKit,
  type BrandKitField,
  type BrandKitTextField,
} from '@cena/contracts';
import { Palette, Save } from 'lucide-react';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastForError } from '../../../app/errors';
import { Button } from '../../../components/Button';
import { cn } from '../../../components/cn';
import { Spinner } from '../../../components/Spinner';
import { toast } from '../../../components/toast-store';
import { AppHeader } from '../../dashboard/components/AppHeader';
import { useGetBrandKitQuery, useSaveBrandKitMutation } from '../api';
import {
  type BrandKitDraft,
  draftFromKit,
  fieldErrorsFrom,
  inputFromDraft,
  pickSuggestedColor,
  previewInputFromDraft,
  removeColor,
  setColor,
} from '../brand-kit-form';
import { ColorFields } from '../components/ColorFields';
import { EndCardPreview } from '../components/EndCardPreview';
import { KitTextField } from '../components/KitTextField';
import { LogoField } from '../components/LogoField';
import { PageHeading } from '../../../components/layout/PageHeading';

const CARD = 'min-w-0 rounded-card bg-surface p-4 shadow-soft sm:p-6';
const SECTION_TITLE = 'font-display text-lg font-bold text-ink-900';
/** Fields that take the whole row on wider screens (long texts). */
const WIDE: ReadonlySet<BrandKitTextField> = new Set(['businessName', 'address']);

/** `/minha-marca`: the brand kit every video uses, with a live preview of the end card. */
export function BrandKitPage() {
  const { t } = useTranslation('brand-kit');
  const kit = useGetBrandKitQuery(undefined, { refetchOnMountOrArgChange: true });

  return (
    <div className="min-h-dvh">
      <AppHeader />
      <main id="main" className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10">
        <PageHeading icon={Palette} title={t('title')} intro={t('intro')} />
        {kit.data ? (
          <BrandKitForm kit={kit.data} />
        ) : kit.isError ? (
          <div role="alert" className={cn(CARD, 'flex flex-col items-center gap-3 text-center')}>
            <p className="text-ink-900">{t('loadError')}</p>
            <Button variant="secondary" onClick={() => void kit.refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : (
          <div className="flex justify-center py-16">
            <Spinner size="lg" className="text-brand-500" label={t('loading')} />
          </div>
        )}
      </main>
    </div>
  );
}

/** The form, its state started from the kit once; the logo follows the kit as it changes. */
function BrandKitForm({ kit }: { kit: BrandKit }) {
  const { t } = useTranslation('brand-kit');
  const id = useId();
  const [draft, setDraft] = useState<BrandKitDraft>(() => draftFromKit(kit));
  const [errors, setErrors] = useState<Partial<Record<BrandKitField, string>>>({});
  const [save, saving] = useSaveBrandKitMutation();
  const preview = useMemo(() => previewInputFromDraft(draft), [draft]);
  const previewVersion = kit.logo?.url ?? 'no-logo';

  const clearError = (field: BrandKitField) =>
    setErrors((current) => {
      if (!current[field]) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
  const editColors = (next: (current: BrandKitDraft) => BrandKitDraft) => {
    setDraft(next);
    clearError('colors');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      const saved = await save(inputFromDraft(draft)).unwrap();
      setDraft(draftFromKit(saved));
      toast({ title: t('saved.title'), description: t('saved.description'), variant: 'success' });
    } catch (error) {
      const fields = fieldErrorsFrom(error);
      if (!fields) return void toastForError(error);
      setErrors(fields);
      const first = Object.keys(fields)[0];
      document.getElementById(`${id}-${first}`)?.focus();
    }
  };

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <form
        id={`${id}-form`}
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-label={t('title')}
        className="grid min-w-0 gap-6 lg:col-start-1"
      >
        <section aria-labelledby={`${id}-logo-title`} className={CARD}>
          <h2 id={`${id}-logo-title`} className={SECTION_TITLE}>
            {t('logo.title')}
          </h2>
          <div className="mt-4">
            <LogoField logo={kit.logo} />
          </div>
        </section>

        <section aria-labelledby={`${id}-colors-title`} className={CARD}>
          <h2 id={`${id}-colors-title`} className={SECTION_TITLE}>
            {t('colors.title')}
          </h2>
          <p className="mt-1 text-sm text-ink-600">{t('colors.hint')}</p>
          <div className="mt-4" id={`${id}-colors`} tabIndex={-1}>
            <ColorFields
              colors={draft.colors}
              suggested={kit.logo?.suggestedColors ?? []}
              error={errors.colors}
              onPick={(color) => editColors((d) => pickSuggestedColor(d, color))}
              onChange={(slot, text) => editColors((d) => setColor(d, slot, text))}
              onRemove={(slot) => editColors((d) => removeColor(d, slot))}
            />
          </div>
        </section>

        <section aria-labelledby={`${id}-contacts-title`} className={CARD}>
          <h2 id={`${id}-contacts-title`} className={SECTION_TITLE}>
            {t('contacts.title')}
          </h2>
          <p className="mt-1 text-sm text-ink-600">{t('contacts.hint')}</p>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            {BRAND_KIT_TEXT_FIELDS.map((field) => (
              <div key={field} className={cn('min-w-0', WIDE.has(field) && 'sm:col-span-2')}>
                <KitTextField
                  field={field}
                  id={`${id}-${field}`}
                  value={draft.texts[field]}
                  error={errors[field]}
                  onChange={(value) => {
                    setDraft((d) => ({ ...d, texts: { ...d.texts, [field]: value } }));
                    clearError(field);
                  }}
                />
              </div>
            ))}
          </div>
        </section>
      </form>

      <aside
        aria-labelledby={`${id}-preview-title`}
        className={cn(CARD, 'lg:sticky lg:top-6 lg:col-start-2 lg:row-span-2 lg:row-start-1')}
      >
        <h2 id={`${id}-preview-title`} className={SECTION_TITLE}>
          {t('preview.title')}
        </h2>
        <p className="mt-1 text-sm text-ink-600">{t('preview.hint')}</p>
        <div className="mt-4 grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] sm:items-end lg:grid-cols-1">
          <EndCardPreview aspectRatio="16:9" kit={preview} version={previewVersion} />
          <EndCardPreview
            aspectRatio="9:16"
            kit={preview}
            version={previewVersion}
            className="mx-auto w-1/2 sm:w-full lg:w-40"
          />
        </div>
      </aside>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-end lg:col-start-1">
        <Button
          type="submit"
          form={`${id}-form`}
          loading={saving.isLoading}
          icon={<Save className="size-4" />}
          className="sm:w-auto"
          fullWidth
        >
          {saving.isLoading ? t('saving') : t('save')}
        </Button>
      </div>
    </div>
  );
}
