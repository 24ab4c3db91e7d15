// A CMS page drawn from its layout blocks, with the data its blocks need.
import type { BlockData, PublicPage } from '~/content/types'
import { RenderBlocks } from './blocks/RenderBlocks'

export function CmsPage({ page, blocks, brandName }: { page: PublicPage; blocks: BlockData; brandName: string }) {
  return <RenderBlocks layout={page.layout} data={blocks} brandName={brandName} />
}
