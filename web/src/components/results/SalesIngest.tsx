// Sales that reach the results without the dashboard's sale form (decision 0104):
// the business's counter links, its shop integrations, and importing a CSV file of sales. A new
// link's URL and a new integration's webhook URL and secret are shown once, in this component's
// state only: the server keeps no copy it could show again, so a reload shows only the list.
// Deleting asks first. Refusals are shown as the server words them; one that names a plan links to
// the plan page. Copy buttons say "Copied" in the section's live region.
import { fill } from '@kindred/cms/template'
import type { Result } from '@kindred/cms/types'
import { useRouter } from '@tanstack/react-router'
import { useState, type FormEvent, type ReactNode } from 'react'

import { makeCounterLink, makeIntegration, revokeCounterLink, revokeIntegration, type Failure, type listMyCounterLinks, type listMyIntegrations } from '~/results/ingest.functions'
import { integrationPlatforms, type IntegrationPlatform } from '~/results/results.options'
import { csrfHeaderName, csrfToken } from '~/server/csrf-token'

import { formatCount, formatDay } from './format'

type Texts = Result['ingest']
type Answer<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>
export type CounterLinksAnswer = Answer<typeof listMyCounterLinks>
export type IntegrationsAnswer = Answer<typeof listMyIntegrations>
type Refusal = Pick<Failure, 'errorMessage' | 'requiredPlan' | 'errors'>

const field = 'mt-1 block w-full rounded-md border border-slate-400 px-3 py-2'
const primary = 'rounded-md bg-slate-900 px-4 py-2 font-semibold text-white disabled:opacity-60'
const secondary = 'rounded-md border border-slate-400 px-3 py-1'
/** The largest file the import takes (the server counts its bytes again). */
const maxFileBytes = 1024 * 1024

export function SalesIngest({ links, integrations, texts }: { links: CounterLinksAnswer; integrations: IntegrationsAnswer; texts: Texts }) {
  return (
    <section aria-labelledby="ingest-heading" className="mt-12" data-testid="sales-ingest">
      <h2 id="ingest-heading" className="text-2xl font-bold tracking-tight">
        {texts.heading}
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700">{texts.intro}</p>
      <CounterLinks answer={links} texts={texts} />
      <ShopIntegrations answer={integrations} texts={texts} />
      <ImportSales texts={texts} />
    </section>
  )
}

/** Why an action was refused; with a link to the plan page when a plan would allow it. */
function RefusalNote({ refusal, texts, testId }: { refusal: Refusal | null; texts: Texts; testId: string }) {
  if (!refusal) return null
  return (
    <p role="alert" className="mt-2 text-red-700" data-testid={testId}>
      {refusal.errorMessage}
      {refusal.requiredPlan ? (
        <>
          {' '}
          <a href="/dashboard/plan" className="font-semibold text-blue-800 underline">
            {texts.planLink}
          </a>
        </>
      ) : null}
    </p>
  )
}

/** A value shown once, with its copy button. */
function OnceValue({ label, value, texts, onCopied, testId }: { label: string; value: string; texts: Texts; onCopied: () => void; testId: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(value)
      onCopied()
    } catch (failure) {
      // The clipboard can be refused (permissions, an insecure origin): the value stays on screen to copy by hand.
      console.warn('[results] copy refused:', failure)
    }
  }
  return (
    <div className="mt-3">
      <p className="font-medium">{label}</p>
      <div className="mt-1 flex flex-wrap items-center gap-3">
        <code className="break-all rounded bg-slate-100 px-2 py-1 font-mono text-sm" data-testid={testId}>
          {value}
        </code>
        <button type="button" onClick={copy} className={secondary} aria-label={`${texts.copy}: ${label}`}>
          {texts.copy}
        </button>
      </div>
    </div>
  )
}

/** A delete that asks first. */
function ConfirmDelete({ id, question, yes, no, onConfirm, onCancel }: { id: string; question: string; yes: string; no: string; onConfirm: () => void; onCancel: () => void }) {
  return (
    <div role="group" aria-labelledby={id} className="mt-3 rounded-md border border-red-300 bg-red-50 p-3">
      <p id={id}>{question}</p>
      <div className="mt-2 flex gap-3">
        <button type="button" onClick={onConfirm} className="rounded-md bg-red-800 px-3 py-1 font-semibold text-white">
          {yes}
        </button>
        <button type="button" onClick={onCancel} className={secondary}>
          {no}
        </button>
      </div>
    </div>
  )
}

function Part({ id, heading, intro, status, testId, children }: { id: string; heading: string; intro: string; status: string; testId: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-8 rounded-lg border border-slate-200 bg-white p-4" data-testid={testId}>
      <h3 id={`${id}-heading`} className="text-xl font-semibold">
        {heading}
      </h3>
      <p className="mt-1 max-w-3xl text-slate-700">{intro}</p>
      <p role="status" aria-live="polite" className="mt-2 min-h-6 font-semibold text-emerald-800" data-testid={`${testId}-status`}>
        {status}
      </p>
      {children}
    </section>
  )
}

function CounterLinks({ answer, texts }: { answer: CounterLinksAnswer; texts: Texts }) {
  const router = useRouter()
  const [status, setStatus] = useState('')
  const [refusal, setRefusal] = useState<Refusal | null>(answer.success ? null : answer)
  const [busy, setBusy] = useState(false)
  const [made, setMade] = useState<{ label: string; url: string } | null>(null)
  const [confirming, setConfirming] = useState<number | null>(null)
  const links = answer.success ? answer.links : []

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const formElement = event.currentTarget
    const label = String(new FormData(formElement).get('label') ?? '').trim()
    // Only spaces: the field asks again (the browser's own check refuses an empty one).
    if (!label) return formElement.querySelector('input')?.focus()
    setBusy(true)
    setRefusal(null)
    setStatus('')
    try {
      const result = await makeCounterLink({ data: { label } })
      if (!result.success) {
        setRefusal(result)
        return
      }
      setMade({ label: result.link.label, url: result.link.url })
      formElement.reset()
      await router.invalidate()
    } finally {
      setBusy(false)
    }
  }

  async function revoke(id: number, label: string) {
    setConfirming(null)
    setRefusal(null)
    const result = await revokeCounterLink({ data: { id } })
    if (!result.success) {
      setRefusal(result)
      return
    }
    setStatus(fill(texts.counterRevoked, { label }))
    await router.invalidate()
  }

  return (
    <Part id="counter-links" heading={texts.counterHeading} intro={texts.counterIntro} status={status} testId="counter-links">
      <RefusalNote refusal={refusal} texts={texts} testId="counter-links-error" />
      <form onSubmit={create} className="mt-2 flex max-w-2xl flex-wrap items-end gap-3" data-testid="counter-link-form">
        <div className="min-w-64 flex-1">
          <label htmlFor="counter-label" className="font-medium">
            {texts.counterLabel}
          </label>
          <input id="counter-label" name="label" required minLength={1} maxLength={60} className={field} />
        </div>
        <button type="submit" disabled={busy} className={primary}>
          {busy ? texts.counterCreating : texts.counterCreate}
        </button>
      </form>
      {made ? (
        <div className="mt-4 rounded-md border border-emerald-300 bg-emerald-50 p-3" data-testid="counter-link-made">
          <p className="font-semibold">{fill(texts.counterCreated, { label: made.label })}</p>
          <OnceValue label={made.label} value={made.url} texts={texts} onCopied={() => setStatus(texts.copied)} testId="counter-link-url" />
          <p className="mt-3 text-slate-800">{texts.counterStaffHelp}</p>
        </div>
      ) : null}
      {links.length === 0 ? (
        <p className="mt-4 text-slate-700">{texts.counterEmpty}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200">
          {links.map((link) => (
            <li key={link.id} className="py-3" data-testid="counter-link">
              <div className="flex flex-wrap items-center gap-3">
                <span className="font-medium">{link.label}</span>
                <span className="text-sm text-slate-600">{fill(texts.counterMade, { date: formatDay(link.createdAt) })}</span>
                {confirming !== link.id ? (
                  <button type="button" onClick={() => setConfirming(link.id)} className="rounded-md border border-red-700 px-3 py-1 text-red-800" aria-label={`${texts.counterRevoke}: ${link.label}`}>
                    {texts.counterRevoke}
                  </button>
                ) : null}
              </div>
              {confirming === link.id ? (
                <ConfirmDelete
                  id={`counter-confirm-${link.id}`}
                  question={fill(texts.counterRevokeConfirm, { label: link.label })}
                  yes={texts.counterRevokeYes}
                  no={texts.confirmNo}
                  onConfirm={() => revoke(link.id, link.label)}
                  onCancel={() => setConfirming(null)}
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Part>
  )
}

function Steps({ text, testId }: { text: string; testId: string }) {
  const steps = text
    .split('\n')
    .map((step) => step.trim())
    .filter(Boolean)
  return (
    <ol className="mt-2 list-decimal space-y-1 pl-6" data-testid={testId}>
      {steps.map((step, index) => (
        <li key={index}>{step}</li>
      ))}
    </ol>
  )
}

function ShopIntegrations({ answer, texts }: { answer: IntegrationsAnswer; texts: Texts }) {
  const router = useRouter()
  const [status, setStatus] = useState('')
  const [refusal, setRefusal] = useState<Refusal | null>(answer.success ? null : answer)
  const [busy, setBusy] = useState(false)
  const [made, setMade] = useState<{ label: string; platform: IntegrationPlatform; url: string; secret: string } | null>(null)
  const [confirming, setConfirming] = useState<number | null>(null)
  const integrations = answer.success ? answer.integrations : []
  const platformName: Record<IntegrationPlatform, string> = { shopify: texts.shopify, woocommerce: texts.woocommerce }

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const formElement = event.currentTarget
    const form = new FormData(formElement)
    const label = String(form.get('label') ?? '').trim()
    const platform = String(form.get('platform') ?? 'shopify') as IntegrationPlatform
    if (!label) return formElement.querySelector<HTMLInputElement>('input[name="label"]')?.focus()
    setBusy(true)
    setRefusal(null)
    setStatus('')
    try {
      const result = await makeIntegration({ data: { platform, label } })
      if (!result.success) {
        setRefusal(result)
        return
      }
      const { integration } = result
      setMade({ label: integration.label, platform: integration.platform, url: integration.url, secret: integration.secret })
      formElement.reset()
      await router.invalidate()
    } finally {
      setBusy(false)
    }
  }

  async function remove(id: number, label: string) {
    setConfirming(null)
    setRefusal(null)
    const result = await revokeIntegration({ data: { id } })
    if (!result.success) {
      setRefusal(result)
      return
    }
    setStatus(fill(texts.shopDeleted, { label }))
    await router.invalidate()
  }

  return (
    <Part id="shop-integrations" heading={texts.shopHeading} intro={texts.shopIntro} status={status} testId="shop-integrations">
      <RefusalNote refusal={refusal} texts={texts} testId="shop-integrations-error" />
      <form onSubmit={create} className="mt-2 grid max-w-2xl grid-cols-1 gap-4 sm:grid-cols-2" data-testid="integration-form">
        <fieldset>
          <legend className="font-medium">{texts.shopPlatform}</legend>
          {integrationPlatforms.map((platform, index) => (
            <label key={platform} className="mt-1 flex items-center gap-2">
              <input type="radio" name="platform" value={platform} defaultChecked={index === 0} />
              {platformName[platform]}
            </label>
          ))}
        </fieldset>
        <div>
          <label htmlFor="shop-label" className="font-medium">
            {texts.shopLabel}
          </label>
          <input id="shop-label" name="label" required minLength={1} maxLength={60} className={field} />
        </div>
        <div className="sm:col-span-2">
          <button type="submit" disabled={busy} className={primary}>
            {busy ? texts.shopCreating : texts.shopCreate}
          </button>
        </div>
      </form>
      {made ? (
        <div className="mt-4 rounded-md border border-emerald-300 bg-emerald-50 p-3" data-testid="integration-made">
          <p className="font-semibold">{fill(texts.shopCreated, { label: made.label })}</p>
          <OnceValue label={texts.shopUrl} value={made.url} texts={texts} onCopied={() => setStatus(texts.copied)} testId="integration-url" />
          <OnceValue label={texts.shopSecret} value={made.secret} texts={texts} onCopied={() => setStatus(texts.copied)} testId="integration-secret" />
          <Steps text={made.platform === 'shopify' ? texts.shopifySteps : texts.woocommerceSteps} testId="integration-steps" />
        </div>
      ) : null}
      {integrations.length === 0 ? (
        <p className="mt-4 text-slate-700">{texts.shopEmpty}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200">
          {integrations.map((integration) => (
            <li key={integration.id} className="py-3" data-testid="integration">
              <div className="flex flex-wrap items-center gap-3">
                <span className="font-medium">{integration.label}</span>
                <span className="text-sm text-slate-600">{fill(texts.shopMade, { platform: platformName[integration.platform], date: formatDay(integration.createdAt) })}</span>
                {confirming !== integration.id ? (
                  <button
                    type="button"
                    onClick={() => setConfirming(integration.id)}
                    className="rounded-md border border-red-700 px-3 py-1 text-red-800"
                    aria-label={`${texts.shopDelete}: ${integration.label}`}
                  >
                    {texts.shopDelete}
                  </button>
                ) : null}
              </div>
              {confirming === integration.id ? (
                <ConfirmDelete
                  id={`integration-confirm-${integration.id}`}
                  question={fill(texts.shopDeleteConfirm, { label: integration.label })}
                  yes={texts.shopDeleteYes}
                  no={texts.confirmNo}
                  onConfirm={() => remove(integration.id, integration.label)}
                  onCancel={() => setConfirming(null)}
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Part>
  )
}

type Summary = { imported: number; duplicates: number; errors: { line: number; message: string }[] }

function ImportSales({ texts }: { texts: Texts }) {
  const router = useRouter()
  const [refusal, setRefusal] = useState<Refusal | null>(null)
  const [busy, setBusy] = useState<'check' | 'import' | null>(null)
  /** The file's text and what its dry run said; kept so the import sends exactly the file that was checked. */
  const [checked, setChecked] = useState<{ text: string; summary: Summary } | null>(null)
  const [done, setDone] = useState<Summary | null>(null)

  const counts = (summary: Summary) => ({ imported: formatCount(summary.imported), duplicates: formatCount(summary.duplicates), errors: formatCount(summary.errors.length) })

  // The file goes to the import API itself, as a shop's own system sends it: a 1 MB file is more
  // than a server function's body may be, and the API is the one that takes files.
  async function send(text: string, dryRun: boolean): Promise<Summary | null> {
    const token = csrfToken()
    const response = await fetch(`/api/redemptions/import${dryRun ? '?dryRun=1' : ''}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'text/csv', ...(token ? { [csrfHeaderName]: token } : {}) },
      body: text,
    })
    const answer = (await response.json().catch(() => ({ success: false, errorMessage: texts.importTooLarge }))) as (Summary & { success: true }) | (Refusal & { success: false })
    if (!answer.success) {
      setRefusal(answer)
      return null
    }
    return { imported: answer.imported, duplicates: answer.duplicates, errors: answer.errors }
  }

  async function check(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const file = new FormData(event.currentTarget).get('file')
    setRefusal(null)
    setChecked(null)
    setDone(null)
    if (!(file instanceof File) || file.size === 0) {
      setRefusal({ errorMessage: texts.importNoFile })
      return
    }
    if (file.size > maxFileBytes) {
      setRefusal({ errorMessage: texts.importTooLarge })
      return
    }
    setBusy('check')
    try {
      const text = await file.text()
      const summary = await send(text, true)
      if (summary) setChecked({ text, summary })
    } finally {
      setBusy(null)
    }
  }

  async function commit() {
    if (!checked) return
    setBusy('import')
    setRefusal(null)
    try {
      const summary = await send(checked.text, false)
      if (!summary) return
      setChecked(null)
      setDone(summary)
      await router.invalidate()
    } finally {
      setBusy(null)
    }
  }

  const shown = done ?? checked?.summary ?? null
  return (
    <Part id="import-sales" heading={texts.importHeading} intro={texts.importIntro} status={done ? fill(texts.importDone, counts(done)) : ''} testId="import-sales">
      <RefusalNote refusal={refusal} texts={texts} testId="import-sales-error" />
      <form onSubmit={check} className="mt-2 flex max-w-2xl flex-wrap items-end gap-3" data-testid="import-form">
        <div>
          <label htmlFor="import-file" className="font-medium">
            {texts.importFile}
          </label>
          <input id="import-file" name="file" type="file" accept=".csv,text/csv" required className="mt-1 block" />
        </div>
        <button type="submit" disabled={busy !== null} className={primary}>
          {busy === 'check' ? texts.importChecking : done ? texts.importAgain : texts.importCheck}
        </button>
      </form>
      {checked ? (
        <div className="mt-4 rounded-md border border-sky-300 bg-sky-50 p-3" data-testid="import-preview">
          <p>{fill(texts.importPreview, counts(checked.summary))}</p>
          <button type="button" onClick={commit} disabled={busy !== null || checked.summary.imported === 0} className={`mt-3 ${primary}`}>
            {busy === 'import' ? texts.importing : texts.importConfirm}
          </button>
        </div>
      ) : null}
      {shown && shown.errors.length > 0 ? (
        <ul className="mt-3 list-disc space-y-1 pl-6 text-red-800" data-testid="import-errors">
          {shown.errors.map((error) => (
            <li key={`${error.line}-${error.message}`}>{fill(texts.importLine, { line: String(error.line), message: error.message })}</li>
          ))}
        </ul>
      ) : null}
    </Part>
  )
}
