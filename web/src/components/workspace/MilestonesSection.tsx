// The milestones: each with its due date (overdue marked), who marked it done and when it was
// confirmed; "mark done" for either side, "confirm" only for the side that did not mark it done;
// and the form that adds one (a title of at most 120 characters, an optional due date).
import { fill } from '@kindred/cms/template'
import { useState, type FormEvent } from 'react'

import { actOnMilestone, addWorkspaceMilestone, type Failure } from '~/workspace/workspace.functions'
import type { Collaboration, Milestone } from '~/workspace/workspace.options'

import { fieldClass, formatDay, melbourneToday, networkFailure, Refusal, sectionClass, type WorkspaceTexts } from './shared'

type Props = { collaboration: Collaboration; ownSlug: string; texts: WorkspaceTexts; onChange: (collaboration: Collaboration) => void }

export function MilestonesSection({ collaboration, ownSlug, texts, onChange }: Props) {
  const [status, setStatus] = useState('')
  const [failure, setFailure] = useState<Failure | null>(null)
  const [busy, setBusy] = useState(false)
  const active = collaboration.status === 'active'
  const today = melbourneToday()
  const nameOf = (slug: string) => (slug === collaboration.from.slug ? collaboration.from.name : collaboration.to.name)
  const otherName = nameOf(collaboration.from.slug === ownSlug ? collaboration.to.slug : collaboration.from.slug)

  async function act(milestone: Milestone, action: 'done' | 'confirm') {
    setBusy(true)
    setFailure(null)
    try {
      const result = await actOnMilestone({ data: { id: collaboration.id, milestoneId: milestone.id, action } })
      if (!result.success) return setFailure(result)
      onChange(result.collaboration)
      setStatus(`${milestone.title}: ${action === 'done' ? fill(texts.markedDoneBy, { name: nameOf(ownSlug) }) : fill(texts.confirmedOn, { date: formatDay(new Date().toISOString()) })}`)
    } catch (error) {
      console.warn('[workspace] milestone action failed:', error)
      setFailure(networkFailure(texts))
    } finally {
      setBusy(false)
    }
  }

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const fields = new FormData(form)
    setBusy(true)
    setFailure(null)
    try {
      const result = await addWorkspaceMilestone({ data: { id: collaboration.id, title: String(fields.get('title') ?? ''), dueDate: String(fields.get('dueDate') ?? '') || null } })
      if (!result.success) return setFailure(result)
      onChange({ ...collaboration, milestones: [...collaboration.milestones, result.milestone] })
      setStatus(texts.milestoneAdded)
      form.reset()
    } catch (error) {
      console.warn('[workspace] adding a milestone failed:', error)
      setFailure(networkFailure(texts))
    } finally {
      setBusy(false)
    }
  }

  const titleError = failure?.errors?.title
  const dueError = failure?.errors?.dueDate

  return (
    <section aria-labelledby="milestones-heading" className={sectionClass} data-testid="workspace-milestones">
      <h2 id="milestones-heading" className="text-2xl font-bold tracking-tight">
        {texts.milestonesHeading}
      </h2>
      {collaboration.milestones.length === 0 ? (
        <p className="mt-2 text-slate-700">{texts.milestonesEmpty}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200">
          {collaboration.milestones.map((milestone) => {
            const overdue = milestone.dueDate !== null && !milestone.doneAt && milestone.dueDate < today
            return (
              <li key={milestone.id} className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="milestone" data-milestone={milestone.id}>
                <div className="min-w-0">
                  <p dir="auto" className="font-semibold wrap-anywhere" data-testid="milestone-title">
                    {milestone.title}
                  </p>
                  <p className="text-sm text-slate-700">
                    {milestone.dueDate ? <span>{fill(texts.due, { date: formatDay(milestone.dueDate) })}</span> : null}
                    {overdue ? (
                      <span className="ml-2 rounded bg-red-100 px-2 py-0.5 font-semibold text-red-900" data-testid="milestone-overdue">
                        {texts.overdue}
                      </span>
                    ) : null}
                  </p>
                  <p className="text-sm text-slate-700" data-testid="milestone-state">
                    {milestone.doneBy ? fill(texts.markedDoneBy, { name: nameOf(milestone.doneBy) }) : null}
                    {milestone.confirmedAt
                      ? ` · ${fill(texts.confirmedOn, { date: formatDay(milestone.confirmedAt) })}`
                      : milestone.doneBy === ownSlug
                        ? ` · ${fill(texts.awaitingConfirmation, { name: otherName })}`
                        : null}
                  </p>
                </div>
                {active && !milestone.doneAt ? (
                  <button type="button" className="btn-secondary" disabled={busy} onClick={() => void act(milestone, 'done')} aria-label={`${texts.markDone}: ${milestone.title}`}>
                    {texts.markDone}
                  </button>
                ) : null}
                {active && milestone.doneBy && milestone.doneBy !== ownSlug && !milestone.confirmedAt ? (
                  <button type="button" className="btn-primary" disabled={busy} onClick={() => void act(milestone, 'confirm')} aria-label={`${texts.confirmMilestone}: ${milestone.title}`}>
                    {texts.confirmMilestone}
                  </button>
                ) : null}
              </li>
            )
          })}
        </ul>
      )}
      <p role="status" aria-live="polite" className="mt-2 min-h-6 font-semibold text-emerald-800" data-testid="milestones-status">
        {status}
      </p>
      <Refusal failure={failure} texts={texts} testId="milestones-error" />
      {active ? (
        <form onSubmit={add} className="mt-4 grid max-w-2xl grid-cols-1 gap-4 sm:grid-cols-3" noValidate data-testid="milestone-form">
          <h3 className="text-lg font-semibold sm:col-span-3">{texts.addMilestoneHeading}</h3>
          <div className="sm:col-span-2">
            <label htmlFor="milestone-title" className="font-medium">
              {texts.milestoneTitle}
            </label>
            <input id="milestone-title" name="title" required maxLength={120} className={fieldClass} {...(titleError ? { 'aria-invalid': true, 'aria-describedby': 'milestone-title-error' } : {})} />
            {titleError ? (
              <p id="milestone-title-error" className="mt-1 text-sm text-red-700">
                {titleError}
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor="milestone-due" className="font-medium">
              {texts.milestoneDue}
            </label>
            <input id="milestone-due" name="dueDate" type="date" className={fieldClass} {...(dueError ? { 'aria-invalid': true, 'aria-describedby': 'milestone-due-error' } : {})} />
            {dueError ? (
              <p id="milestone-due-error" className="mt-1 text-sm text-red-700">
                {dueError}
              </p>
            ) : null}
          </div>
          <div className="sm:col-span-3">
            <button type="submit" className="btn-primary" disabled={busy}>
              {texts.addMilestone}
            </button>
          </div>
        </form>
      ) : null}
    </section>
  )
}
