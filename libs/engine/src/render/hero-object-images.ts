import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { loadImage, type Image } from './canvas';
import type { HeroObject } from './hero-objects';

const ASSETS = join(dirname(require.resolve('@lobehub/fluent-emoji-3d/package.json')), 'assets');

let names: ReadonlySet<string> | undefined;
const decoded = new Map<HeroObject, Promise<Image>>();

/** Whether the 3D set has this object (its file list is read once per process). */
export function hasHeroObject(object: HeroObject): boolean {
  names ??= new Set(
    readdirSync(ASSETS)
      .filter((file) => file.endsWith('.webp'))
      .map((file) => file.slice(0, -'.webp'.length)),
  );
  return names.has(object);
}

/**
 * The decoded 256 px image of an object, decoded once per process: a worker renders many clips,
 * and the set's few dozen objects a business names stay a few MB.
 */
export function loadHeroObject(object: HeroObject): Promise<Image> {
  let image = decoded.get(object);
  if (!image) {
    image = loadImage(join(ASSETS, `${object}.webp`));
    image.catch(() => decoded.delete(object));
    decoded.set(object, image);
  }
  return image;
}
