// The sign-in form: validation after the press (decision 0094), Google's button, the refusal's banner.
import { LoginForm } from '~/components/auth/LoginForm'
import { island } from './island'

export default island('login', LoginForm)
