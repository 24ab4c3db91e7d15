// The registration form: validation after the press (decision 0094), Google's button, the refusal's banner.
import { RegisterForm } from '~/components/auth/RegisterForm'
import { island } from './island'

export default island('register', RegisterForm)
