// A CMS page drawn from its layout blocks, with the data its blocks need.
import { useLiveDoc } from '~/content/live'
import type { BlockData, PublicPage } from '~/content/types'
import { RenderBlocks } from './blocks/RenderBlocks'

export function CmsPage({ page, blocks, brandName }: { page: PublicPage; blocks: BlockData; brandName: string }) {
  const shown = useLiveDoc('pages', page)
  return <RenderBlocks layout={shown.layout} data={blocks} brandName={brandName} />
}
