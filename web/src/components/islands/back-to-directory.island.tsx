// A profile's link back to the directory view the visitor came from (read from the tab's storage).
import { BackToDirectory } from '~/components/partners/BackToDirectory'
import { island } from './island'

export default island('back-to-directory', BackToDirectory)
