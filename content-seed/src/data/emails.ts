// The emails' subjects and bodies (the `emails` global). Placeholders in braces are filled in when
// a message is written; paragraphs are separated by blank lines.
import type { SeedEmails } from '../types'

export const emails: SeedEmails = {
  verification: {
    subject: 'Verify your email address for {brand}',
    heading: 'Verify your email address',
    body: 'Hi {firstName},\n\nPlease confirm that {email} is your email address to activate your {brand} account.',
    action: 'Verify my email',
    linkHint: 'Or paste this link into your browser:',
    footer: 'This link works once and expires in 48 hours. If you did not create a {brand} account, you can ignore this email.',
  },
  passwordReset: {
    subject: 'Reset your {brand} password',
    heading: 'Reset your password',
    body: 'Hi {firstName},\n\nSomeone (hopefully you) asked to reset the password of your {brand} account.',
    action: 'Choose a new password',
    linkHint: 'Or paste this link into your browser:',
    footer:
      'This link works once and expires in one hour. Resetting signs you out everywhere else. If you did not ask for this, ignore this email: your password stays as it is.',
  },
  accountDeleted: {
    subject: 'Your {brand} account has been deleted',
    heading: 'Your account has been deleted',
    body: 'Hi {firstName},\n\nYour {brand} account ({email}) has been deleted, as you asked. You have been signed out everywhere, and your profile and sign-in details are gone.\n\nIf you did not delete your account, please contact us right away.',
    action: 'Contact us',
    linkHint: 'Or paste this link into your browser:',
    footer: 'You are welcome back any time with a new account.',
  },
  staffPasswordReset: {
    subject: 'Reset your {brand} admin password',
    heading: 'Reset your admin password',
    body: 'Hi {name},\n\nSomeone (hopefully you) asked to reset the password you use to sign in to the {brand} admin as {email}.',
    action: 'Choose a new password',
    linkHint: 'Or paste this link into your browser:',
    footer: 'This link works once and expires in one hour. If you did not ask for this, ignore this email: your password stays as it is, and you may want to tell an admin.',
  },
  trialEnding: {
    subject: 'Your {brand} {plan} trial ends on {date}',
    heading: 'Your free trial ends in three days',
    body: 'Hi {firstName},\n\nYour free trial of the {plan} plan ends on {date}. After that your account moves to the free Community plan, and what only {plan} includes stops working.\n\nTo keep {plan}, choose it again on your plan page once the trial has ended.',
    action: 'Open my plan',
    linkHint: 'Or paste this link into your browser:',
    footer: 'You are receiving this because you started a free trial on {brand}.',
  },
  trialEnded: {
    subject: 'Your {brand} {plan} trial has ended',
    heading: 'Your free trial has ended',
    body: 'Hi {firstName},\n\nYour free trial of the {plan} plan ended today, and your account is now on the free Community plan. Your partnerships, proposals and messages are all still there.\n\nYou can choose {plan} again on your plan page at any time.',
    action: 'Open my plan',
    linkHint: 'Or paste this link into your browser:',
    footer: 'You are receiving this because you started a free trial on {brand}.',
  },
  invoiceIssued: {
    subject: 'Your {brand} invoice {number} for {month}',
    heading: 'Your invoice for {month}',
    body: 'Hi {firstName},\n\nYour {brand} invoice {number} for {month} is ready. It comes to {total}, which includes GST of {gst}.',
    action: 'View my invoice',
    linkHint: 'Or paste this link into your browser:',
    footer: 'You are receiving this because your business is a member of {brand}.',
  },
  statementIssued: {
    subject: 'Your {brand} statement for {month}',
    heading: 'Your statement for {month}',
    body: 'Hi {firstName},\n\nYour statement for {month} is ready: after netting what each side owes, {payer} owes {payee} {amount}.\n\nThe business that pays marks it paid, the other confirms it, and either may dispute it within 14 days.',
    action: 'Open my invoices',
    linkHint: 'Or paste this link into your browser:',
    footer: 'You are receiving this because your business has a collaboration on {brand}.',
  },
  contactNotification: {
    subject: 'New contact message from {name}',
    intro: 'A new message arrived through the contact form.',
    noMessage: '(no message)',
    adminLink: 'Open it in the admin: {link}',
  },
  contactFieldLabels: { name: 'Name', email: 'Email', phone: 'Phone', company: 'Company', type: 'Looking for' },
  staffReply: {
    subject: 'Re: your message to {brand}',
    greeting: 'Hi {name},',
    signOff: '— The {brand} team',
    quoteIntro: 'Your message:',
  },
  messageNotice: {
    subject: '{from} wrote to you on {brand}',
    body: 'Hi {recipient},\n\n{from} wrote to you in your collaboration on {brand}:\n\n{messages}\n\nRead and reply in your workspace: {link}\n\nYou get one email like this at most every 10 minutes for each collaboration. To get a daily digest instead, or none, change your settings: {settings}',
  },
  messageDigest: {
    subject: '{count} new messages on {brand}',
    body: 'Hi {recipient},\n\nHere is what your partners wrote since your last digest.\n\n{threads}\n\nYou get this digest once a day, at 8 am. To change that, open your settings: {settings}',
    thread: '{from} ({count} new): {link}',
  },
  monthlyReport: {
    subject: 'Your collaborations on {brand} in {month}',
    body: 'Hi {recipient},\n\nHere is how your collaborations did in {month}.\n\n{collaborations}\n\nYou get this report on the first day of each month. To stop it, change your settings: {settings}',
    collaboration: 'With {partner}: {clicks} clicks ({scans} from QR codes), {redemptions} sales, {revenue} in revenue. Results: {link}',
  },
  unsubscribe: {
    title: 'Unsubscribe',
    confirm: 'Stop {category} from {brand}? You can turn them back on in your settings at any time.',
    button: 'Unsubscribe',
    done: 'Done: you will get no more {category}. You can turn them back on in your settings at any time.',
    invalid: 'This unsubscribe link is not valid. You can choose which emails you get in your settings.',
    settingsLink: 'Open your email settings',
    proposals: 'emails about proposals',
    messages: 'emails about messages',
    monthlyReport: 'monthly reports',
  },
}
