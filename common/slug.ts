/**
 * Slugs and tags (spec §5): lower case, spaces to hyphens. Letters of any
 * script are kept so a Bangla name still gives a readable slug.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .trim()
    .replace(/[^\p{L}\p{M}\p{N}\s-]+/gu, '')
    .replace(/[\s_]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A tag as typed: lower case, spaces to hyphens, nothing else removed. */
export function normalizeTag(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, '-');
}

/** Add a tag unless it is empty or already there. */
export function addTag(tags: readonly string[], text: string): string[] {
  const tag = normalizeTag(text);
  return tag === '' || tags.includes(tag) ? [...tags] : [...tags, tag];
}
