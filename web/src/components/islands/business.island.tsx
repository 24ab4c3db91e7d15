// A business-type page.
import { BusinessPage } from '~/components/BusinessPage'
import { island } from './island'

export default island('business', BusinessPage)
