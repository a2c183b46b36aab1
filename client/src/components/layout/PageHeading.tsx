import type { LucideIcon } from 'lucide-react';

/** A signed-in page's heading: its icon in a brand disc, the title and one line on what it is for. */
export function PageHeading({
  icon: Icon,
  title,
  intro,
}: {
  icon: LucideIcon;
  title: string;
  intro: string;
}) {
  return (
    <div className="flex items-start gap-3">
      <span className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-strong">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <h1 className="font-display text-2xl font-bold text-ink-900 sm:text-3xl">{title}</h1>
        <p className="mt-1 max-w-2xl text-ink-600">{intro}</p>
      </div>
    </div>
  );
}
