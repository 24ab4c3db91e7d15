// What an Open Graph card can draw offline. @vercel/og draws text in its one bundled font and, for
// an emoji, downloads the picture from a CDN while rendering: offline or when the CDN fails, the
// whole image answers 500 (a business named "☕ Bean There" lost its link previews). Emoji, with
// the marks that build them (variation selectors, joiners, keycaps, skin tones, flags), are left
// out of the card. Letters of other scripts stay: offline, with no font for them, they show as
// boxes (online, @vercel/og fetches one), never a 500.
const emoji = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\p{Emoji_Modifier}|\u{FE0E}|\u{FE0F}|\u{200D}|\u{20E3}|[\u{E0020}-\u{E007F}]/gu

export function drawable(text: string): string {
  return text
    .replace(emoji, '')
    .replace(/\s{2,}/g, ' ')
    .trim()
}
