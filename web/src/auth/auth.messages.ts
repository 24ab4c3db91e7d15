// The SPEC's exact auth texts (§5, §8). Plain strings, no zod: the header's client code imports
// them, and zod must stay out of every page's JavaScript.
export const messages = {
  required: (label: string) => `${label} is required`,
  email: 'Please enter a valid email address',
  passwordMin: 'Password must be at least 8 characters',
  passwordMax: 'Password must be at most 128 characters',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  loginFailed: 'Login failed. Please check your credentials.',
  registrationFailed: 'Registration failed. Please try again.',
  registrationSuccess: 'Registration successful! Please check your email to verify your account.',
  googleFailed: 'Google authentication failed. Please try again.',
  noRefreshToken: 'No refresh token available',
  sessionEnded: 'Your session has ended. Please sign in again.',
  authFailed: 'Authentication failed',
  verificationNotice: 'Email verification required: Please check your email and click the verification link to activate your account.',
}
