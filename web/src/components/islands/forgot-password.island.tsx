// The form that asks for a password reset link: validation after the press (decision 0094).
import { ForgotPasswordForm } from '~/components/auth/PasswordResetForms'
import { island } from './island'

export default island('forgot-password', ForgotPasswordForm)
