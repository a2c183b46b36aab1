/**
 * The SQL condition for "the community gallery shows this video", once for every query that
 * needs it (the gallery, its change fingerprint, analytics' public views): completed, public,
 * its owner opted in (`community_opt_in`, off by default), not hidden by staff, not deleted and
 * approved. `alias` is the videos table's alias in the query, if any.
 */
export function inGallerySql(alias = ''): string {
  const c = alias ? `${alias}.` : '';
  return `${c}status = 'completed' AND ${c}is_public AND ${c}community_opt_in AND ${c}hidden_at IS NULL AND ${c}deleted_at IS NULL AND ${c}approved_at IS NOT NULL`;
}
