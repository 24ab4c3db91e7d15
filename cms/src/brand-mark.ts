// The brand mark: the handshake the site's header draws (lucide's `handshake`, ISC) in white on a
// rounded square of the brand colour. The one source of every icon file: the site's and the
// admin's favicons and the raster icons are drawn from it by `pnpm generate`.

export const brandColour = '#0f5f5c'

/** What the admin calls itself: its tab titles and its sign-in page. */
export const adminName = 'Kindred CMS'

const handshake = [
  'm11 17 2 2a1 1 0 1 0 3-3',
  'm14 14 2.5 2.5a1 1 0 1 0 3-3l-3.88-3.88a3 3 0 0 0-4.24 0l-.88.88a1 1 0 1 1-3-3l2.81-2.81a5.79 5.79 0 0 1 7.06-.87l.47.28a2 2 0 0 0 1.42.25L21 4',
  'm21 3 1 11h-2',
  'M3 3 2 14l6.5 6.5a1 1 0 1 0 3-3',
  'M3 4h8',
]

/**
 * The mark as an SVG document on a 32-unit square. The handshake fills more of it than in the header
 * (22 of 32 units rather than 20 of 36 px), and its stroke is a little heavier, so it still reads at 16 px.
 * `square` keeps the corners square, for icons the platform rounds itself (iOS home screens).
 */
export function brandMarkSvg({ square = false }: { square?: boolean } = {}): string {
  const paths = handshake.map((d) => `<path d="${d}"/>`).join('')
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">` +
    `<rect width="32" height="32"${square ? '' : ' rx="7"'} fill="${brandColour}"/>` +
    `<g transform="translate(5 5) scale(.9167)" fill="none" stroke="#fff" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round">${paths}</g>` +
    `</svg>\n`
  )
}
