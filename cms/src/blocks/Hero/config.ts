// The Hero block's schema; rendered by web/src/components/blocks/HeroBlock.tsx.
import type { Block } from 'payload'

import { imageField } from '../../fields/image'
import { linkArray, linkGroup } from '../../fields/link'
import { heading } from '../fields'

export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  fields: [
    ...heading(),
    linkGroup('primaryCta', 'Primary call to action'),
    linkArray('links', 'Secondary links', 6),
    { name: 'note', type: 'text', maxLength: 200 },
    imageField('image', 'Optional. Shown under the hero text and preloaded; wide images (16:9) look best.'),
  ],
}
