// A `page` that fails its test on any Content Security Policy violation: every
// `securitypolicyviolation` event and every console "Refused to …" message is collected (across
// navigations) and must be none when the test ends.
import { expect, test as base } from '@playwright/test'

type Violation = { directive: string; blocked: string; source: string }

export const test = base.extend<{ cspViolations: Violation[] }>({
  cspViolations: async ({ page }, provide) => {
    const violations: Violation[] = []
    await page.exposeFunction('__reportCspViolation', (violation: Violation) => violations.push(violation))
    await page.addInitScript(() => {
      const report = (window as unknown as { __reportCspViolation: (v: unknown) => void }).__reportCspViolation
      document.addEventListener('securitypolicyviolation', (e) => report({ directive: e.effectiveDirective, blocked: e.blockedURI, source: `${e.sourceFile}:${e.lineNumber}` }))
    })
    page.on('console', (message) => {
      if (/Refused to|Content Security Policy/i.test(message.text())) violations.push({ directive: 'console', blocked: message.text().slice(0, 300), source: message.location().url })
    })
    await provide(violations)
    expect(violations, 'CSP violations').toEqual([])
  },
})

export { expect }

/** The policy's directive `name`, e.g. `script-src 'self' 'nonce-…'`. */
export const directive = (policy: string | null | undefined, name: string) => (policy ?? '').split(/;\s*/).find((part) => part.startsWith(`${name} `)) ?? null
