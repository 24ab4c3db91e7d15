// Slugs made from business names. Its own module: the transliteration table is about 9 KB gzipped,
// and only the business editor and the profile save need it, not the directory's pages that read
// the rest of partners.options.
import transliterate from '@sindresorhus/transliterate'

import { limits } from './partners.options'

/**
 * A slug made from a business name: "Café Olé & Co." → "cafe-ole-and-co", "Đà Lạt" → "da-lat",
 * "Καφενείο" → "kafeneio". Letters that accents alone do not explain (ß, Æ, Đ, Ø, Greek, Cyrillic)
 * are spelt in Latin letters first; scripts without a spelling (Chinese, Japanese) drop out, so
 * the result may be shorter than 3. An apostrophe joins ("Bob's" → "bobs"), and a name longer than
 * `max` is cut after its last whole word that fits.
 */
export function slugify(name: string, max: number = limits.slug): string {
  const full = transliterate(name)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’ʼ]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  if (full.length <= max) return full
  const cut = full.slice(0, max)
  const lastWord = full[max] === '-' ? max : cut.lastIndexOf('-')
  // One word longer than the whole address is cut where it must be.
  return (lastWord >= limits.slugMin ? cut.slice(0, lastWord) : cut).replace(/-+$/g, '')
}

/**
 * The address a profile saved without one gets from its name, before any "-2" for an address
 * taken: room is left for that suffix, and a name too short for an address (or with no letters
 * that have a Latin spelling) is filled out with "business". The editor shows it as the name is typed.
 */
export function slugBaseFor(name: string): string {
  // Nothing typed yet: no address to show (a saved profile always has a name).
  if (!name.trim()) return ''
  const base = slugify(name, limits.slug - 5)
  if (base.length >= limits.slugMin) return base
  return base ? `${base}-business` : 'business'
}
