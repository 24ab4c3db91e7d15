// The Cta block's schema; rendered by web/src/components/blocks/CtaBlock.tsx.
import type { Block } from 'payload'

import { imageField } from '../../fields/image'
import { linkArray } from '../../fields/link'
import { sectionBlock } from '../fields'

export const CtaBlock: Block = sectionBlock({
  slug: 'cta',
  interfaceName: 'CtaBlock',
  labels: { singular: 'Call to action', plural: 'Calls to action' },
  fields: [linkArray('actions', 'Buttons', 3), imageField('image', 'Optional. Shown beside the call to action.')],
})
