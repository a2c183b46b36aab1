/**
 * Where 'Ver exemplos' scrolls, and where 'Ver comunidade' (dashboard, analytics) leads with
 * `/#galeria`: the samples carousel and the community gallery.
 */
export const GALLERY_ANCHOR = 'galeria';
