import { Check, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';

const BENEFITS = ['noDailyLimit', 'priority', 'quality', 'support'] as const;

export interface UpgradeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Spec §9's promises for Pro, as they hold: no daily limit (each video still costs its credits, so
 * nothing says unlimited). The button leads to /subscription. Loaded only when opened.
 */
export default function UpgradeDialog({ open, onOpenChange }: UpgradeDialogProps) {
  const { t } = useTranslation('generator');
  const navigate = useNavigate();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('upgrade.title')}
      description={t('upgrade.description')}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('upgrade.later')}
          </Button>
          <Button
            onClick={() => {
              onOpenChange(false);
              navigate('/subscription');
            }}
          >
            {t('upgrade.cta')}
          </Button>
        </>
      }
    >
      <ul className="flex flex-col gap-2.5">
        {BENEFITS.map((b) => (
          <li key={b} className="flex items-center gap-2.5 text-ink-900">
            <span className="flex size-6 items-center justify-center rounded-full bg-brand-50">
              <Check className="size-4 text-brand-strong" aria-hidden="true" />
            </span>
            {t(`upgrade.benefits.${b}`)}
          </li>
        ))}
      </ul>
      <div className="mt-5 flex items-start gap-2.5 rounded-control bg-page p-3 text-sm text-ink-600">
        <ShieldCheck className="mt-0.5 size-5 shrink-0 text-success-strong" aria-hidden="true" />
        <p>
          <strong className="text-ink-900">{t('upgrade.guarantee')}</strong> {t('upgrade.cancel')}
        </p>
      </div>
    </Dialog>
  );
}
