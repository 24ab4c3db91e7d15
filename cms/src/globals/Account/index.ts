import type { GlobalConfig } from 'payload'

import { globalAccess, globalVersions } from '../content'
import { texts } from '../Directory/texts'

/**
 * The words of the member dashboard around the member's own data: the welcome, the profile card,
 * the verification notice. Placeholders in braces are filled in by the site.
 */
export const Account: GlobalConfig = {
  slug: 'account',
  access: globalAccess,
  admin: { group: 'Site content', description: 'Member dashboard: welcome, profile card, verification notice.' },
  fields: [
    texts('dashboard', {
      welcome: [120, '{firstName} is replaced.'],
      welcomeNew: [120, 'Shown instead on the first visit, right after registering. {firstName} is replaced.'],
      organisation: 60,
      organisationType: 60,
      businessType: 60,
      accountStatus: 60,
      verified: 40,
      unverified: 40,
      memberSince: 60,
      memberFor: [80, '{duration} is replaced (e.g. 3 months). Shown on hover.'],
      profileUpdated: 60,
    }),
    texts(
      'notificationSettings',
      {
        legend: 120,
        proposalsLabel: 80,
        messagesLabel: 80,
        instant: 80,
        daily: 80,
        off: 80,
        monthlyReportLabel: 120,
        save: 40,
        saving: 40,
        saved: 120,
        failed: 200,
        settingsLink: 80,
      },
      'The page /dashboard/settings/notifications: which emails the member gets.',
    ),
    texts('profileForm', {
      heading: 80,
      complete: 200,
      incomplete: 200,
      firstNameLabel: 60,
      lastNameLabel: 60,
      phoneLabel: 60,
      businessTypeLabel: 60,
      organisationNameLabel: 60,
      organisationTypeLabel: 60,
      choose: 40,
      save: 40,
      saving: 40,
      saved: 200,
      failed: 200,
      saveNeedsScript: [200, 'Beside the Save button when the browser runs no JavaScript: saving needs it.'],
    }),
    texts('deleteAccount', {
      heading: 80,
      intro: 600,
      passwordLabel: 60,
      googleRecent: 200,
      reauthenticate: [300, '{minutes} is replaced.'],
      reauthenticateWithGoogle: 80,
      reauthenticateHint: 300,
      submit: 60,
      deleting: 40,
      passwordRequired: 200,
      wrongPassword: 200,
      signInAgain: [300, 'Answered by the server when a Google-only sign-in is too old.'],
      failed: 200,
      deleted: 300,
    }),
    texts('verificationNotice', {
      title: 120,
      text: 300,
      resend: 60,
      sending: 40,
      sent: 200,
      failed: 200,
    }),
  ],
  versions: globalVersions,
}
