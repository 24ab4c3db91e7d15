// The email settings form (/dashboard/settings/notifications, decision 0106): proposals and messages
// each as they happen, a daily digest or none, and the monthly report on or off, each choice with
// what it means. The form posts the page itself where no script runs; with script it saves through
// the server function and says so in place.
import type { Account } from '@kindred/cms/types'
import { useRouter } from '@tanstack/react-router'
import { useEffect, useRef, useState, type FormEvent } from 'react'

import { csrfFieldName } from '~/server/csrf-token'
import { saveMyNotifications } from '~/workspace/notifications.functions'
import { notificationsPath } from '~/workspace/workspace.options'

type Texts = Account['notificationSettings']
type Frequency = 'instant' | 'daily' | 'off'
export type Choices = { proposals: Frequency; messages: Frequency; monthlyReport: boolean }

type Props = {
  settings: Choices
  texts: Texts
  /** Why the form posted without script was refused. */
  refusal: string | null
  /** The form posted without script was saved. */
  saved: boolean
  formToken: string | null
}

type Outcome = { kind: 'saved' } | { kind: 'failed'; message: string }

const frequencies: Frequency[] = ['instant', 'daily', 'off']

export function NotificationSettingsForm({ settings, texts, refusal, saved, formToken }: Props) {
  const router = useRouter()
  const [choices, setChoices] = useState<Choices>(settings)
  const [pending, setPending] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(refusal ? { kind: 'failed', message: refusal } : saved ? { kind: 'saved' } : null)
  const statusRef = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (outcome) statusRef.current?.focus()
  }, [outcome])

  const hints: Record<Frequency, string> = { instant: texts.instantHint, daily: texts.dailyHint, off: texts.offHint }
  const words: Record<Frequency, string> = { instant: texts.instant, daily: texts.daily, off: texts.off }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    setPending(true)
    try {
      const result = await saveMyNotifications({ data: choices })
      if (result.success) {
        setChoices(result.notifications)
        setOutcome({ kind: 'saved' })
        await router.invalidate()
      } else {
        setOutcome({ kind: 'failed', message: result.errorMessage })
      }
    } catch {
      // The request itself failed (offline, the server away): the choices stay as picked, to send again.
      setOutcome({ kind: 'failed', message: texts.failed })
    } finally {
      setPending(false)
    }
  }

  const group = (name: 'proposals' | 'messages', legend: string) => (
    <fieldset className="space-y-3" data-testid={`notifications-${name}`}>
      <legend className="text-lg font-semibold">{legend}</legend>
      {frequencies.map((frequency) => (
        <div key={frequency} className="flex items-start gap-3">
          <input
            id={`${name}-${frequency}`}
            type="radio"
            name={name}
            value={frequency}
            checked={choices[name] === frequency}
            onChange={() => setChoices((current) => ({ ...current, [name]: frequency }))}
            aria-describedby={`${name}-${frequency}-hint`}
            className="mt-1 size-4"
          />
          <div>
            <label htmlFor={`${name}-${frequency}`} className="font-medium">
              {words[frequency]}
            </label>
            <p id={`${name}-${frequency}-hint`} className="text-sm text-slate-600">
              {hints[frequency]}
            </p>
          </div>
        </div>
      ))}
    </fieldset>
  )

  return (
    <section aria-labelledby="notifications-heading" id="notifications-status" className="card mt-8 max-w-2xl" data-testid="notification-settings">
      <h2 id="notifications-heading" className="text-2xl font-bold tracking-tight">
        {texts.legend}
      </h2>
      {outcome ? (
        <p
          ref={statusRef}
          tabIndex={-1}
          role={outcome.kind === 'failed' ? 'alert' : 'status'}
          className={`mt-4 rounded-lg p-3 font-medium ${outcome.kind === 'failed' ? 'bg-red-50 text-red-800' : 'bg-emerald-50 text-emerald-800'}`}
          data-testid="notifications-outcome"
        >
          {outcome.kind === 'failed' ? outcome.message : texts.saved}
        </p>
      ) : null}
      <form method="post" action={notificationsPath} onSubmit={submit} className="mt-6 space-y-8" data-testid="notifications-form">
        {formToken ? <input type="hidden" name={csrfFieldName} value={formToken} /> : null}
        {group('proposals', texts.proposalsLabel)}
        {group('messages', texts.messagesLabel)}
        <fieldset className="space-y-3" data-testid="notifications-monthlyReport">
          <legend className="text-lg font-semibold">{texts.monthlyReportLabel}</legend>
          <p id="monthlyReport-hint" className="text-sm text-slate-600">
            {texts.monthlyReportHint}
          </p>
          {(['on', 'off'] as const).map((value) => (
            <div key={value} className="flex items-center gap-3">
              <input
                id={`monthlyReport-${value}`}
                type="radio"
                name="monthlyReport"
                value={value}
                checked={choices.monthlyReport === (value === 'on')}
                onChange={() => setChoices((current) => ({ ...current, monthlyReport: value === 'on' }))}
                aria-describedby="monthlyReport-hint"
                className="size-4"
              />
              <label htmlFor={`monthlyReport-${value}`} className="font-medium">
                {value === 'on' ? texts.monthlyReportOn : texts.monthlyReportOff}
              </label>
            </div>
          ))}
        </fieldset>
        <button type="submit" disabled={pending} className="btn-primary">
          {pending ? texts.saving : texts.save}
        </button>
      </form>
    </section>
  )
}
