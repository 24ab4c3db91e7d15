// The member dashboard's words around the member's own data (the `account` global). The
// verification notice is SPEC §8's, split into its title and text.
import type { SeedAccount } from '../types'

export const account: SeedAccount = {
  dashboard: {
    welcome: 'Welcome back, {firstName}!',
    welcomeNew: 'Welcome, {firstName}!',
    organisation: 'Organisation',
    organisationType: 'Organisation type',
    businessType: 'Business type',
    accountStatus: 'Account status',
    verified: 'Verified',
    unverified: 'Unverified',
    memberSince: 'Member since',
    memberFor: '{duration} with us',
    profileUpdated: 'Profile updated',
  },
  profileForm: {
    heading: 'Your profile',
    complete: 'Your profile is complete.',
    incomplete: 'Add your business type so partners can find you.',
    firstNameLabel: 'First Name',
    lastNameLabel: 'Last Name',
    phoneLabel: 'Phone',
    businessTypeLabel: 'Business type',
    organisationNameLabel: 'Organisation name',
    organisationTypeLabel: 'Organisation business type',
    choose: 'Choose…',
    save: 'Save profile',
    saving: 'Saving...',
    saved: 'Your profile has been saved.',
    failed: 'Your profile could not be saved.',
    saveNeedsScript: 'Saving your profile needs JavaScript. Please turn it on in your browser, then reload this page.',
  },
  deleteAccount: {
    heading: 'Delete account',
    intro:
      'Deleting your account signs you out on every device and permanently removes your profile, your business profile with its open proposals, your sign-in details and any emails still waiting to be sent to you. A collaboration you have agreed stays in your partner’s records under your business name. Messages you sent us through the contact form are kept for our support records, no longer linked to an account. This cannot be undone.',
    passwordLabel: 'Your password',
    googleRecent: 'You signed in with Google a moment ago, so no password is needed.',
    reauthenticate:
      'Your account signs in with Google and has no password. To confirm it is you, sign in again with Google, then come back here within {minutes} minutes to delete your account.',
    reauthenticateWithGoogle: 'Sign in again with Google',
    reauthenticateHint: 'Use Logout at the top of the page, then sign in with Google on the login page.',
    submit: 'Delete my account',
    deleting: 'Deleting...',
    passwordRequired: 'Please enter your password to confirm.',
    wrongPassword: 'That password is not right. Your account has not been deleted.',
    signInAgain: 'For your security, please sign in again with Google, then delete your account within 10 minutes.',
    failed: 'Your account could not be deleted. Please try again.',
    deleted: 'Your account has been deleted and you have been signed out. A confirmation email is on its way.',
  },
  verificationNotice: {
    title: 'Email verification required',
    text: 'Please check your email and click the verification link to activate your account.',
    resend: 'Resend verification email',
    sending: 'Sending...',
    sent: 'A new verification email is on its way.',
    failed: 'The email could not be sent. Please try again later.',
  },
}
