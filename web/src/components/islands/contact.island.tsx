// The contact section. It hydrates when the visitor first reaches into it: its form library is most
// of the contact page's script, and until then the form posts without script.
import { ContactSection } from '~/components/ContactSection'
import { island } from './island'

export default island('contact', ContactSection, { hydrate: 'interaction' })
