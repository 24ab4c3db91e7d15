// The agreement: its terms in a text box while it can change, who confirmed them, the confirm
// button for the member's side and, once both confirmed, the date it was fixed and the printable page.
import { fill } from '@kindred/cms/template'
import { useState, type FormEvent } from 'react'

import { confirmAgreementTerms, saveAgreementTerms, type Failure } from '~/workspace/workspace.functions'
import type { Collaboration } from '~/workspace/workspace.options'

import { fieldClass, formatDay, networkFailure, Refusal, sectionClass, type WorkspaceTexts } from './shared'

type Props = { collaboration: Collaboration; ownSlug: string; texts: WorkspaceTexts; onChange: (collaboration: Collaboration) => void }

export function AgreementSection({ collaboration, ownSlug, texts, onChange }: Props) {
  const { agreement } = collaboration
  const [terms, setTerms] = useState(agreement.terms)
  const [status, setStatus] = useState('')
  const [failure, setFailure] = useState<Failure | null>(null)
  const [busy, setBusy] = useState(false)
  const names = new Map([
    [collaboration.from.slug, collaboration.from.name],
    [collaboration.to.slug, collaboration.to.name],
  ])
  const editable = collaboration.status === 'active' && !agreement.fixedAt
  const confirmedByMe = agreement.confirmedBy.includes(ownSlug)
  const changed = terms !== agreement.terms

  async function run(work: () => Promise<{ success: true; collaboration: Collaboration } | Failure>, done: string) {
    setBusy(true)
    setFailure(null)
    setStatus('')
    try {
      const result = await work()
      if (!result.success) return setFailure(result)
      onChange(result.collaboration)
      setTerms(result.collaboration.agreement.terms)
      setStatus(done)
    } catch (error) {
      console.warn('[workspace] agreement action failed:', error)
      setFailure(networkFailure(texts))
    } finally {
      setBusy(false)
    }
  }

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    void run(() => saveAgreementTerms({ data: { id: collaboration.id, terms } }), texts.termsSaved)
  }

  return (
    <section aria-labelledby="agreement-heading" className={sectionClass} data-testid="workspace-agreement">
      <h2 id="agreement-heading" className="text-2xl font-bold tracking-tight">
        {texts.agreementHeading}
      </h2>
      {agreement.fixedAt ? (
        <>
          <p className="mt-2 font-semibold text-emerald-800" data-testid="agreement-fixed">
            {fill(texts.fixedOn, { date: formatDay(agreement.fixedAt) })}
          </p>
          <div dir="auto" className="mt-4 whitespace-pre-wrap wrap-anywhere text-slate-900" data-testid="agreement-text">
            {agreement.terms}
          </div>
          <p className="mt-4">
            <a href={`/dashboard/collaborations/${collaboration.id}/agreement`} className="font-semibold text-blue-800 underline">
              {texts.printable}
            </a>
          </p>
        </>
      ) : (
        <>
          <p className="mt-2 text-slate-700">{texts.agreementIntro}</p>
          <form onSubmit={save} className="mt-4" noValidate>
            <label htmlFor="agreement-terms-input" className="font-medium">
              {texts.termsLabel}
            </label>
            <textarea
              id="agreement-terms-input"
              name="terms"
              rows={10}
              maxLength={10000}
              required
              readOnly={!editable}
              value={terms}
              onChange={(event) => setTerms(event.target.value)}
              aria-describedby="agreement-terms-hint"
              className={`${fieldClass} font-mono text-sm`}
            />
            <p id="agreement-terms-hint" className="mt-1 text-sm text-slate-600">
              {texts.termsHint} ({terms.length.toLocaleString('en-AU')}/10,000)
            </p>
            {editable ? (
              <div className="mt-3 flex flex-wrap gap-3">
                <button type="submit" className="btn-secondary" disabled={busy || !changed}>
                  {texts.saveTerms}
                </button>
                {!confirmedByMe ? (
                  <button
                    type="button"
                    className="btn-primary"
                    disabled={busy || changed}
                    onClick={() => void run(() => confirmAgreementTerms({ data: { id: collaboration.id } }), texts.agreementConfirmed)}
                  >
                    {texts.confirmAgreement}
                  </button>
                ) : null}
              </div>
            ) : null}
          </form>
          <p className="mt-3 text-slate-700" data-testid="agreement-confirmed-by">
            {agreement.confirmedBy.length ? fill(texts.confirmedBy, { names: agreement.confirmedBy.map((slug) => names.get(slug) ?? slug).join(', ') }) : texts.nobodyConfirmed}
          </p>
        </>
      )}
      <p role="status" aria-live="polite" className="mt-2 min-h-6 font-semibold text-emerald-800" data-testid="agreement-status">
        {status}
      </p>
      <Refusal failure={failure} texts={texts} testId="agreement-error" />
    </section>
  )
}
