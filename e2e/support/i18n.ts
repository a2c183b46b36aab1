// Finds a text's translation through the locale files, starting from the spec's pt-BR wording,
// so a test can check another language without restating its texts.
import fs from 'node:fs';
import path from 'node:path';
import { repoDir } from './env';

type Tree = { [key: string]: string | Tree };

function load(locale: string): Tree {
  const dir = path.join(repoDir, 'libs', 'i18n', 'locales', locale);
  const tree: Tree = {};
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    tree[file.replace(/\.json$/, '')] = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  }
  return tree;
}

function findKey(tree: Tree, text: string, prefix: string[] = []): string[] | undefined {
  for (const [key, value] of Object.entries(tree)) {
    if (value === text) return [...prefix, key];
    if (typeof value === 'object') {
      const found = findKey(value, text, [...prefix, key]);
      if (found) return found;
    }
  }
  return undefined;
}

/** The `locale` text of the key whose pt-BR text is exactly `ptBr`. */
export function translationOf(ptBr: string, locale: string): string {
  const key = findKey(load('pt-BR'), ptBr);
  if (!key) throw new Error(`no pt-BR key reads "${ptBr}"`);
  let node: string | Tree | undefined = load(locale);
  for (const part of key) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`${locale} has no text for ${key.join('.')}`);
  return node;
}
