// Slugs made from business names. Its own module: the transliteration table is about 9 KB gzipped,
// and only the business editor and the profile save need it, not the directory's pages that read
// the rest of partners.options.
import transliterate from '@sindresorhus/transliterate'

import { limits } from './partners.options'

/**
 * A slug made from a business name: "Café Olé & Co." → "cafe-ole-and-co", "Đà Lạt" → "da-lat",
 * "Καφενείο" → "kafeneio". Letters that accents alone do not explain (ß, Æ, Đ, Ø, Greek, Cyrillic)
 * are spelt in Latin letters first; scripts without a spelling (Chinese, Japanese) drop out, so
 * the result may be shorter than 3.
 */
export function slugify(name: string): string {
  return transliterate(name)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, limits.slug)
    .replace(/-+$/g, '')
}
