// A CMS page's blocks.
import { CmsPage } from '~/components/CmsPage'
import { island } from './island'

export default island('page', CmsPage)
