// The back-to-top button.
import { ScrollToTop } from '~/components/layout/ScrollToTop'
import { island } from './island'

export default island('scroll-to-top', ScrollToTop)
