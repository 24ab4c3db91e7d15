// The profile page's view, recorded for analytics once the page runs.
import { ProfileViewed } from '~/components/partners/ProfileViewed'
import { island } from './island'

export default island('profile-viewed', ProfileViewed)
