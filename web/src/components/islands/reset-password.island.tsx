// The form that sets a new password from an emailed link: validation after the press (decision 0094).
import { ResetPasswordForm } from '~/components/auth/PasswordResetForms'
import { island } from './island'

export default island('reset-password', ResetPasswordForm)
