import englishMessages from 'ra-language-english';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales';

/**
 * The back office's messages: every `./<locale>/<file>.json` is deep-merged into that locale's
 * messages, so a screen adds its own file (e.g. `pt-BR/payments.json` + `en-US/payments.json`)
 * without touching this code. Files use react-admin's (polyglot) syntax: `%{name}` and
 * `singular |||| plural`; a resource's labels live under `resources.<name>` (`name`, `fields.*`).
 * English starts from react-admin's own `ra.*` messages; pt-BR ships its translation in `ra.json`.
 */
export interface MessageTree {
  [key: string]: string | MessageTree;
}

export { DEFAULT_LOCALE, LOCALES, type Locale };

const BASE: Partial<Record<Locale, MessageTree>> = {
  'en-US': englishMessages as unknown as MessageTree,
};

const FILES = import.meta.glob<MessageTree>('./*/*.json', { eager: true, import: 'default' });

function merge(target: MessageTree, source: MessageTree): MessageTree {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    target[key] =
      typeof value === 'object' && typeof current === 'object'
        ? merge({ ...current }, value)
        : typeof value === 'object'
          ? merge({}, value)
          : value;
  }
  return target;
}

/** The files found for each locale, by file name (for tests). */
export function messageFiles(): Record<string, Record<string, MessageTree>> {
  const byLocale: Record<string, Record<string, MessageTree>> = {};
  for (const [path, tree] of Object.entries(FILES)) {
    const [, locale, file] = /^\.\/([^/]+)\/(.+)\.json$/.exec(path) ?? [];
    if (!locale || !file) continue;
    (byLocale[locale] ??= {})[file] = tree;
  }
  return byLocale;
}

/** Every locale's merged messages. */
export function messagesByLocale(): Record<Locale, MessageTree> {
  const files = messageFiles();
  const result = {} as Record<Locale, MessageTree>;
  for (const { locale } of LOCALES) {
    let messages = merge({}, BASE[locale] ?? {});
    for (const tree of Object.values(files[locale] ?? {})) messages = merge(messages, tree);
    result[locale] = messages;
  }
  return result;
}

/** 'a.b.c' keys of a tree, plural forms included as one key. */
export function flatKeys(tree: MessageTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' ? flatKeys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}
