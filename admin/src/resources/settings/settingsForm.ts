import { ALERT_THRESHOLD_KEYS, type SettingDto } from '@cena/contracts';

/** The keys edited on this page, by section (the AI page owns `providers.*`). */
export const SETTING_SECTIONS = [
  {
    id: 'credits',
    keys: ['credits.signupBonus', 'credits.videoCost', 'credits.imageExpansionCost'],
  },
  { id: 'limits', keys: ['limits.basicDailyVideos', 'limits.businessDailyVideos'] },
  { id: 'retention', keys: ['retention.basicDays', 'generation.processingDeadlineMinutes'] },
  { id: 'gallery', keys: ['gallery.moderation'] },
  { id: 'catalogue', keys: ['billing.catalogue'] },
  { id: 'alerts', keys: ALERT_THRESHOLD_KEYS },
] as const;

export const EDITED_KEYS: readonly string[] = SETTING_SECTIONS.flatMap((s) => s.keys);

type Tree = Record<string, unknown>;

/** A dotted key read from the form's nested values ('credits.signupBonus' → values.credits.signupBonus). */
export function readPath(values: Tree, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, part) => (node == null ? undefined : (node as Tree)[part]), values);
}

function writePath(values: Tree, path: string, value: unknown): void {
  const parts = path.split('.');
  let node = values;
  for (const part of parts.slice(0, -1)) {
    node[part] ??= {};
    node = node[part] as Tree;
  }
  node[parts[parts.length - 1]] = value;
}

/** The form's starting values: each edited key's value at its dotted path. */
export function formValuesOf(settings: SettingDto[]): Tree {
  const values: Tree = {};
  for (const setting of settings) {
    if (EDITED_KEYS.includes(setting.id))
      writePath(values, setting.id, structuredClone(setting.value));
  }
  return values;
}

/** Keys whose value in the form differs from the saved one. */
export function changedKeys(settings: SettingDto[], values: Tree): string[] {
  return settings
    .filter((s) => EDITED_KEYS.includes(s.id))
    .filter((s) => JSON.stringify(readPath(values, s.id)) !== JSON.stringify(s.value))
    .map((s) => s.id);
}
