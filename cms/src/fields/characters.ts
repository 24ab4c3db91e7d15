/**
 * Payload's `maxLength` counts UTF-16 code units; the site's forms count characters (zod counts
 * code points, so an emoji is one character and two units). A field the site writes takes the
 * units its character limit can need, so a text the site accepted is never refused here as a
 * server error; the site's own check is the limit people meet.
 */
export const unitsFor = (characters: number): number => characters * 2
