// Blocks drawn on their own (the contact page's, around its form).
import { RenderBlocks } from '~/components/blocks/RenderBlocks'
import { island } from './island'

export default island('blocks', RenderBlocks)
