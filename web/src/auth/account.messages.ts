// The texts of deleting one's own account, shared by the dashboard, the home page's notice and
// the API. Plain strings, no zod: the home page imports them, and zod stays out of its JavaScript.
export const accountMessages = {
  passwordRequired: 'Please enter your password to confirm.',
  wrongPassword: 'That password is not right. Your account has not been deleted.',
  signInAgain: 'For your security, please sign in again with Google, then delete your account within 10 minutes.',
  failed: 'Your account could not be deleted. Please try again.',
  deleted: 'Your account has been deleted and you have been signed out. A confirmation email is on its way.',
}
