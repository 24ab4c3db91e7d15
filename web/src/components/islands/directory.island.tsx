// The directory's filters, which show each view of the directory in place on a visitor's page.
import { DirectorySearch } from '~/components/partners/DirectorySearch'
import { island } from './island'

export default island('directory', DirectorySearch)
