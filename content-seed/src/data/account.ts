// The member dashboard's words around the member's own data (the `account` global). The
// verification notice is SPEC §8's, split into its title and text.
import type { SeedAccount } from '../types'

export const account: SeedAccount = {
  dashboard: {
    welcome: 'Welcome back, {firstName}!',
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
