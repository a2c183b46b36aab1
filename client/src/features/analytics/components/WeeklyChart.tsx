import type { AnalyticsDto } from '@cena/contracts';
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../app/locale-format';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

const BRAND = '#FF5A36';

/** Videos per week as a bar chart (chart.js), with the same numbers as a list for screen readers. */
export function WeeklyChart({ weeks }: { weeks: AnalyticsDto['videosPerWeek'] }) {
  const { t } = useTranslation('analytics');
  const { locale } = useFormatters();
  const canvas = useRef<HTMLCanvasElement>(null);
  const label = (week: string) =>
    new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', timeZone: 'UTC' }).format(
      new Date(`${week}T00:00:00Z`),
    );

  useEffect(() => {
    if (!canvas.current) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: weeks.map((w) => label(w.weekStart)),
        datasets: [
          {
            label: t('chart.label'),
            data: weeks.map((w) => w.count),
            backgroundColor: BRAND,
            borderRadius: 6,
            maxBarThickness: 36,
          },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: reduced ? false : { duration: 250 },
        scales: {
          y: { beginAtZero: true, ticks: { precision: 0, color: '#57546B' } },
          x: { ticks: { color: '#57546B' }, grid: { display: false } },
        },
        plugins: { legend: { display: false } },
      },
    });
    return () => chart.destroy();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `label` follows `locale`
  }, [weeks, locale, t]);

  return (
    <div>
      <div className="relative h-64 sm:h-80">
        <canvas ref={canvas} role="img" aria-label={t('chart.title')} data-testid="weekly-chart" />
      </div>
      <ul className="sr-only">
        {weeks.map((w) => (
          <li key={w.weekStart}>
            {t('chart.summary', { week: label(w.weekStart), count: w.count })}
          </li>
        ))}
      </ul>
    </div>
  );
}
