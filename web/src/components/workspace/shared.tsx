// Small pieces the workspace's sections share: their words, dates as Melbourne shows them, and a
// refusal that may name a plan (then with the way to /dashboard/plan).
import type { Directory } from '@kindred/cms/types'

import type { Failure } from '~/workspace/workspace.functions'

export type WorkspaceTexts = Directory['workspacePage']

const dayFormat = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Australia/Melbourne' })
const timeFormat = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZone: 'Australia/Melbourne' })

/** An ISO instant or a YYYY-MM-DD day as a date in words. */
export const formatDay = (value: string) => dayFormat.format(new Date(value.length === 10 ? `${value}T12:00:00Z` : value))
export const formatTime = (value: string) => timeFormat.format(new Date(value))

/** Today in Melbourne as YYYY-MM-DD, the day a due date is compared with. */
export const melbourneToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Melbourne' }).format(new Date())

export const fieldClass = 'mt-1 block w-full rounded-md border border-slate-400 px-3 py-2'
export const sectionClass = 'mt-8 rounded-lg border border-slate-200 bg-white p-6'

/** The refusal of an action, with the link to the plans when a plan refused it. */
export function Refusal({ failure, texts, testId }: { failure: Failure | null; texts: WorkspaceTexts; testId: string }) {
  if (!failure) return null
  return (
    <p role="alert" className="mt-2 text-red-700" data-testid={testId}>
      {failure.errorMessage}
      {failure.plan ? (
        <>
          {' '}
          <a href="/dashboard/plan" className="font-semibold underline">
            {texts.planLink}
          </a>
        </>
      ) : null}
    </p>
  )
}

/** A thrown call (the network, the server) as a Failure, so a section says so instead of failing silently. */
export const networkFailure = (texts: WorkspaceTexts): Failure => ({ success: false, status: 0, errorMessage: texts.failed })
