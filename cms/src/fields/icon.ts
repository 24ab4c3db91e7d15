import type { Field } from 'payload'

/** Icon names the site knows how to draw (see web/src/components/Icon.tsx). */
export const iconNames = [
  'store',
  'coffee',
  'flower',
  'wine',
  'cart',
  'ruler',
  'home',
  'wrench',
  'rocket',
  'megaphone',
  'boxes',
  'scale',
  'map-pin',
  'handshake',
  'award',
  'users',
  'sparkles',
  'trending-up',
  'mail',
  'package',
  'link',
  'shield',
  'heart',
  'globe',
  'chart',
  'calendar',
  'star',
  'search',
  'target',
  'layers',
  'zap',
  'dollar',
] as const

export const iconField = (name = 'icon'): Field => ({
  name,
  type: 'select',
  options: iconNames.map((icon) => ({ label: icon, value: icon })),
})
