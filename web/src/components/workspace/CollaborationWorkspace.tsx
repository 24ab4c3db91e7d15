// The shared page of one collaboration (decision 0108): the agreed terms, what the member needs to do
// next, the agreement, the milestones, the messages and contact sharing, the results, and ending
// and reviewing it. Each section acts through the workspace's server functions and shows the
// collaboration as the answer left it.
import { fill } from '@kindred/cms/template'
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'

import type { Labels } from '~/content/directory.functions'
import { nextSteps, type NextStep } from '~/workspace/next-steps'
import { endWorkspace, reviewWorkspace, type Failure, type WorkspaceView } from '~/workspace/workspace.functions'
import type { Collaboration, Review } from '~/workspace/workspace.options'

import { AgreementSection } from './AgreementSection'
import { MessageThread } from './MessageThread'
import { MilestonesSection } from './MilestonesSection'
import { fieldClass, formatDay, networkFailure, Refusal, sectionClass, type WorkspaceTexts } from './shared'

type Props = {
  view: WorkspaceView
  texts: WorkspaceTexts
  labels: { channels: Labels; offers: Labels; models: Labels }
  /** The results section (codes, links, QR codes, flyers, sales, chart), composed by the route. */
  results: ReactNode
}

export function CollaborationWorkspace({ view, texts, labels, results }: Props) {
  const [collaboration, setCollaboration] = useState<Collaboration>(view.collaboration)
  const [review, setReview] = useState<Review | null>(view.review)
  const [replied, setReplied] = useState(false)
  // A reload of the route (the results section's forms invalidate it) brings a fresh collaboration.
  const [loaded, setLoaded] = useState(view.collaboration)
  if (loaded !== view.collaboration) {
    setLoaded(view.collaboration)
    setCollaboration(view.collaboration)
  }
  const steps = nextSteps({ ...collaboration, unread: replied ? 0 : view.collaboration.unread }, view.ownSlug, review !== null)
  const { other } = view

  // Names, terms and messages may hold one long word: they wrap inside a phone's width.
  return (
    <div className="min-w-0 wrap-anywhere" data-testid="workspace" data-collaboration={collaboration.id}>
      <p>
        <a href="/dashboard/collaborations" className="text-blue-800 underline">
          ← {texts.back}
        </a>
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">
        <bdi>{fill(texts.heading, { name: other.name })}</bdi>
      </h1>
      <p className="mt-2" data-testid="workspace-status">
        <span className={`rounded px-2 py-0.5 font-semibold ${collaboration.status === 'active' ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-200 text-slate-800'}`}>
          {collaboration.status === 'active' ? texts.statusActive : texts.statusEnded}
        </span>
        {collaboration.endedAt ? <span className="ml-2 text-slate-700">{fill(texts.endedOn, { date: formatDay(collaboration.endedAt) })}</span> : null}
      </p>
      <NextSteps steps={steps} texts={texts} />
      <section aria-labelledby="terms-heading" className={sectionClass} data-testid="workspace-terms">
        <h2 id="terms-heading" className="text-2xl font-bold tracking-tight">
          {texts.termsHeading}
        </h2>
        <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold">{texts.partner}</dt>
          <dd>
            <bdi>{other.name}</bdi>{' '}
            {other.left ? (
              <span className="text-slate-700">{texts.leftKindred}</span>
            ) : (
              <a href={`/partners/${other.slug}`} className="text-blue-800 underline" data-testid="partner-profile-link">
                {texts.viewProfile}
              </a>
            )}
          </dd>
          <dt className="font-semibold">{texts.channel}</dt>
          <dd>{labels.channels[collaboration.channel] ?? collaboration.channel}</dd>
          <dt className="font-semibold">{texts.offer}</dt>
          <dd>{labels.offers[collaboration.offer] ?? collaboration.offer}</dd>
          <dt className="font-semibold">{texts.model}</dt>
          <dd>{labels.models[collaboration.model] ?? collaboration.model}</dd>
          <dt className="font-semibold">{texts.startDate}</dt>
          <dd>{collaboration.startDate ? formatDay(collaboration.startDate) : texts.noStartDate}</dd>
        </dl>
      </section>
      <AgreementSection collaboration={collaboration} ownSlug={view.ownSlug} texts={texts} onChange={setCollaboration} />
      <MilestonesSection collaboration={collaboration} ownSlug={view.ownSlug} texts={texts} onChange={setCollaboration} />
      <MessageThread view={{ ...view, collaboration }} texts={texts} onSent={() => setReplied(true)} />
      <section aria-label={texts.resultsHeading} className="mt-8" data-testid="workspace-results">
        {results}
      </section>
      {collaboration.status === 'active' ? (
        <EndSection collaborationId={collaboration.id} texts={texts} onEnded={setCollaboration} />
      ) : (
        <ReviewSection collaborationId={collaboration.id} review={review} texts={texts} onReviewed={setReview} />
      )}
    </div>
  )
}

function NextSteps({ steps, texts }: { steps: NextStep[]; texts: WorkspaceTexts }) {
  const line = (step: NextStep) => {
    switch (step.kind) {
      case 'confirm-agreement':
        return <a href="#agreement-heading">{texts.nextConfirmAgreement}</a>
      case 'confirm-milestone':
        return <a href="#milestones-heading">{fill(texts.nextConfirmMilestone, { title: step.title })}</a>
      case 'reply':
        return <a href="#message-body">{fill(texts.nextReply, { count: String(step.unread) })}</a>
      case 'review':
        return <a href="#review-heading">{texts.nextReview}</a>
    }
  }
  return (
    <section aria-labelledby="next-heading" className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4" data-testid="next-steps">
      <h2 id="next-heading" className="text-xl font-bold">
        {texts.nextHeading}
      </h2>
      {steps.length ? (
        <ul className="mt-2 list-disc pl-6">
          {steps.map((step) => (
            <li key={step.kind === 'confirm-milestone' ? `${step.kind}-${step.milestoneId}` : step.kind} className="text-blue-900 underline" data-testid="next-step" data-step={step.kind}>
              {line(step)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-slate-700">{texts.nextNone}</p>
      )}
    </section>
  )
}

function EndSection({ collaborationId, texts, onEnded }: { collaborationId: number; texts: WorkspaceTexts; onEnded: (collaboration: Collaboration) => void }) {
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<Failure | null>(null)
  const question = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (asking) question.current?.focus()
  }, [asking])

  async function end() {
    setBusy(true)
    setFailure(null)
    try {
      const result = await endWorkspace({ data: { id: collaborationId } })
      if (!result.success) return setFailure(result)
      onEnded(result.collaboration)
    } catch (error) {
      console.warn('[workspace] ending failed:', error)
      setFailure(networkFailure(texts))
    } finally {
      setBusy(false)
      setAsking(false)
    }
  }

  return (
    <section aria-labelledby="end-heading" className={sectionClass} data-testid="workspace-end">
      <h2 id="end-heading" className="text-2xl font-bold tracking-tight">
        {texts.endHeading}
      </h2>
      <p className="mt-2 text-slate-700">{texts.endIntro}</p>
      {asking ? (
        <div className="mt-4 rounded-md border border-red-300 bg-red-50 p-4">
          <p ref={question} tabIndex={-1} className="font-semibold" data-testid="end-question">
            {texts.endQuestion}
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <button type="button" className="btn-primary" disabled={busy} onClick={() => void end()}>
              {texts.endYes}
            </button>
            <button type="button" className="btn-secondary" onClick={() => setAsking(false)}>
              {texts.endNo}
            </button>
          </div>
        </div>
      ) : (
        <button type="button" className="btn-secondary mt-4" onClick={() => setAsking(true)}>
          {texts.end}
        </button>
      )}
      <Refusal failure={failure} texts={texts} testId="end-error" />
    </section>
  )
}

function ReviewSection({ collaborationId, review, texts, onReviewed }: { collaborationId: number; review: Review | null; texts: WorkspaceTexts; onReviewed: (review: Review) => void }) {
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<Failure | null>(null)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const fields = new FormData(event.currentTarget)
    setBusy(true)
    setFailure(null)
    try {
      const comment = String(fields.get('comment') ?? '')
      const result = await reviewWorkspace({ data: { id: collaborationId, rating: Number(fields.get('rating') ?? 0), comment: comment.trim() ? comment : null } })
      if (!result.success) return setFailure(result)
      onReviewed(result.review)
    } catch (error) {
      console.warn('[workspace] review failed:', error)
      setFailure(networkFailure(texts))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section aria-labelledby="review-heading" className={sectionClass} data-testid="workspace-review">
      <h2 id="review-heading" className="text-2xl font-bold tracking-tight">
        {texts.reviewHeading}
      </h2>
      <p className="mt-2 font-semibold">{texts.ended}</p>
      {review ? (
        <p role="status" className="mt-2 text-emerald-800" data-testid="review-done">
          {fill(texts.reviewed, { stars: String(review.rating) })}
        </p>
      ) : (
        <form onSubmit={submit} className="mt-4 max-w-2xl" noValidate data-testid="review-form">
          <p className="text-slate-700">{texts.reviewIntro}</p>
          <fieldset className="mt-4" aria-describedby={failure?.errors?.rating ? 'review-rating-error' : undefined}>
            <legend className="font-medium">{texts.rating}</legend>
            <div className="mt-2 flex flex-wrap gap-4">
              {[1, 2, 3, 4, 5].map((stars) => (
                <label key={stars} className="flex items-center gap-2">
                  <input type="radio" name="rating" value={stars} required className="size-5" />
                  <span>{fill(texts.ratingOption, { stars: String(stars) })}</span>
                </label>
              ))}
            </div>
            {failure?.errors?.rating ? (
              <p id="review-rating-error" className="mt-1 text-sm text-red-700">
                {failure.errors.rating}
              </p>
            ) : null}
          </fieldset>
          <label htmlFor="review-comment" className="mt-4 block font-medium">
            {texts.comment}
          </label>
          <textarea id="review-comment" name="comment" rows={4} maxLength={1000} aria-describedby="review-comment-hint" className={fieldClass} />
          <p id="review-comment-hint" className="mt-1 text-sm text-slate-600">
            {texts.commentHint}
          </p>
          <button type="submit" className="btn-primary mt-3" disabled={busy}>
            {texts.submitReview}
          </button>
        </form>
      )}
      <Refusal failure={failure} texts={texts} testId="review-error" />
    </section>
  )
}
