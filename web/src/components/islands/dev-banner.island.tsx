// The notice outside production.
import { DevBanner } from '~/components/layout/DevBanner'
import { island } from './island'

export default island('dev-banner', DevBanner)
