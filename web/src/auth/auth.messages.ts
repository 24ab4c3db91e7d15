// The auth texts, made from the CMS's `forms` global (seeded from `content-seed/src/data/forms.ts`, decision 0050). Plain
// strings and functions, no zod: the header's client code imports this module, and zod must stay
// out of every page's JavaScript. Pages receive the global as loader data; handlers read it on the
// server (~/server/copy.server), so the browser and the API give the same words.
import type { Form } from '@kindred/cms/types'
import { fill } from '@kindred/cms/template'

import { textMessages, type TextMessages } from '~/server/text-rules'

/** The parts of the `forms` global the auth pages and API use. */
export type AuthTexts = Pick<Form, 'validation' | 'signIn' | 'register' | 'session' | 'resetPassword'>

export function authMessages(t: AuthTexts) {
  const v = t.validation
  return {
    required: (label: string) => fill(v.required, { label }),
    email: v.invalidEmail,
    passwordMin: v.passwordMin,
    passwordMax: v.passwordMax,
    tooLong: (label: string, max: number) => fill(v.tooLong, { label, max }),
    chooseBusinessType: v.chooseBusinessType,
    invalidPhone: v.invalidPhone,
    /** A name with a web or email address in it (decision 0091). */
    noLinks: (label: string) => fill(v.noLinks, { label }),
    loginFailed: t.signIn.failed,
    registrationFailed: t.register.failed,
    registrationSuccess: t.register.success,
    googleFailed: t.signIn.googleFailed,
    noRefreshToken: t.session.noRefreshToken,
    sessionEnded: t.session.sessionEnded,
    authFailed: t.session.authFailed,
    invalidLink: t.resetPassword.invalidLink,
    commonPassword: v.commonPassword,
    emailTaken: t.register.emailTaken,
    signInToContinue: t.session.signInToContinue,
    /** A throttled client's wait, in whole minutes. */
    tooManyAttempts: (retryAfterSeconds: number) => (retryAfterSeconds > 60 ? fill(t.session.tooManyAttempts, { minutes: Math.ceil(retryAfterSeconds / 60) }) : t.session.tooManyAttemptsOneMinute),
    text: fieldMessages(v),
  }
}

export type AuthMessages = ReturnType<typeof authMessages>

/** The shared text-field messages in the CMS's words (API-only "must be text" stays as written in code). */
export function fieldMessages(v: Form['validation']): TextMessages {
  return {
    notText: textMessages.notText,
    tooLong: (label, max) => fill(v.tooLong, { label, max }),
    notAllowed: (label) => fill(v.notAllowed, { label }),
  }
}
