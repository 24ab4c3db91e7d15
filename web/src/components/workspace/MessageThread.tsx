// The message thread and contact sharing. Messages are plain text (links stay text, never anchors),
// 50 a page with "older messages", newest last. While the page is open and visible it asks the API
// every 10 seconds with the last ETag, so an unchanged thread costs a 304; new messages and the
// other side's sharing choice appear without a reload.
import { fill } from '@kindred/cms/template'
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react'

import { getOlderMessages, sendWorkspaceMessage, setContactSharing, type Failure, type WorkspaceView } from '~/workspace/workspace.functions'

import { fieldClass, formatTime, networkFailure, Refusal, sectionClass, type WorkspaceTexts } from './shared'

type Thread = WorkspaceView['thread']
type Message = Thread['messages'][number]

/** How often an open, visible page asks for new messages. */
const pollMilliseconds = 10_000
const pageSize = 50

/** Messages by id, oldest first, each once. */
function merged(...lists: Message[][]): Message[] {
  const byId = new Map<number, Message>()
  for (const list of lists) for (const message of list) byId.set(message.id, message)
  return [...byId.values()].sort((a, b) => a.id - b.id)
}

type Props = { view: WorkspaceView; texts: WorkspaceTexts; onSent: () => void }

export function MessageThread({ view, texts, onSent }: Props) {
  const { collaboration, ownSlug, other } = view
  const [messages, setMessages] = useState<Message[]>(view.thread.messages)
  const [hasOlder, setHasOlder] = useState(view.thread.messages.length >= pageSize)
  const [sharing, setSharing] = useState(view.thread.sharing)
  const [contacts, setContacts] = useState(view.thread.contacts)
  const [draft, setDraft] = useState('')
  const [status, setStatus] = useState('')
  const [failure, setFailure] = useState<Failure | null>(null)
  const [busy, setBusy] = useState(false)
  const etag = useRef(view.etag)
  const newest = useRef(view.thread.messages.at(-1)?.id ?? 0)
  const active = collaboration.status === 'active'

  const poll = useCallback(async () => {
    try {
      const response = await fetch(`/api/collaborations/${collaboration.id}/messages`, {
        headers: { 'If-None-Match': etag.current, accept: 'application/json' },
        cache: 'no-store',
        credentials: 'same-origin',
      })
      if (response.status === 304 || !response.ok) return
      const thread = (await response.json()) as Thread
      etag.current = response.headers.get('etag') ?? etag.current
      const arrived = thread.messages.filter((message) => message.id > newest.current && message.from !== ownSlug)
      newest.current = Math.max(newest.current, thread.messages.at(-1)?.id ?? 0)
      setMessages((current) => merged(current, thread.messages))
      setSharing(thread.sharing)
      setContacts(thread.contacts)
      if (arrived.length) setStatus(texts.newMessages)
    } catch (error) {
      // Offline for a moment: the next tick asks again.
      console.warn('[workspace] polling messages failed:', error)
    }
  }, [collaboration.id, ownSlug, texts.newMessages])

  useEffect(() => {
    const tick = () => {
      if (document.visibilityState === 'visible') void poll()
    }
    const timer = window.setInterval(tick, pollMilliseconds)
    document.addEventListener('visibilitychange', tick)
    return () => {
      window.clearInterval(timer)
      document.removeEventListener('visibilitychange', tick)
    }
  }, [poll])

  async function older() {
    const first = messages[0]
    if (!first) return
    setBusy(true)
    setFailure(null)
    try {
      const result = await getOlderMessages({ data: { id: collaboration.id, before: first.id } })
      if (!result.success) return setFailure(result)
      setMessages((current) => merged(result.messages, current))
      setHasOlder(result.messages.length >= pageSize)
    } catch (error) {
      console.warn('[workspace] older messages failed:', error)
      setFailure(networkFailure(texts))
    } finally {
      setBusy(false)
    }
  }

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setBusy(true)
    setFailure(null)
    setStatus('')
    try {
      const result = await sendWorkspaceMessage({ data: { id: collaboration.id, body: draft } })
      if (!result.success) return setFailure(result)
      newest.current = Math.max(newest.current, result.message.id)
      setMessages((current) => merged(current, [result.message]))
      setDraft('')
      setStatus(texts.messageSent)
      onSent()
    } catch (error) {
      console.warn('[workspace] sending a message failed:', error)
      setFailure(networkFailure(texts))
    } finally {
      setBusy(false)
    }
  }

  async function share(value: boolean) {
    setFailure(null)
    const before = sharing
    // The box follows the click at once; a refusal or a lost connection puts it back.
    setSharing({ ...sharing, own: value })
    try {
      const result = await setContactSharing({ data: { id: collaboration.id, share: value } })
      if (!result.success) {
        setSharing(before)
        return setFailure(result)
      }
      setSharing(result.sharing)
      // Both addresses come with the thread once both share: ask for it now rather than at the next tick.
      await poll()
    } catch (error) {
      console.warn('[workspace] contact sharing failed:', error)
      setSharing(before)
      setFailure(networkFailure(texts))
    }
  }

  const nameOf = (slug: string) => (slug === ownSlug ? texts.you : slug === other.slug ? other.name : slug)
  const bodyError = failure?.errors?.body

  return (
    <>
      <section aria-labelledby="messages-heading" className={sectionClass} data-testid="workspace-messages">
        <h2 id="messages-heading" className="text-2xl font-bold tracking-tight">
          {texts.messagesHeading}
        </h2>
        <p className="mt-2 text-slate-700">{texts.messagesIntro}</p>
        {hasOlder ? (
          <button type="button" className="btn-secondary mt-4" disabled={busy} aria-busy={busy} onClick={() => void older()} data-testid="older-messages">
            {busy ? texts.loading : texts.olderMessages}
          </button>
        ) : null}
        {messages.length === 0 ? (
          <p className="mt-4 text-slate-700" data-testid="messages-empty">
            {texts.messagesEmpty}
          </p>
        ) : (
          <ol className="mt-4 space-y-3" aria-labelledby="messages-heading" data-testid="message-list">
            {messages.map((message) => (
              <li key={message.id} className={`rounded-lg p-3 ${message.from === ownSlug ? 'ml-8 bg-blue-50' : 'mr-8 bg-slate-100'}`} data-testid="message">
                <p className="text-sm text-slate-700">
                  <span className="font-semibold">{nameOf(message.from)}</span> · <time dateTime={message.createdAt}>{formatTime(message.createdAt)}</time>
                </p>
                {/* Member-written text: shown as text, line breaks kept, links never made clickable. */}
                <p dir="auto" className="mt-1 whitespace-pre-wrap wrap-anywhere" data-testid="message-body">
                  {message.body}
                </p>
              </li>
            ))}
          </ol>
        )}
        <p role="status" aria-live="polite" className="mt-2 min-h-6 font-semibold text-emerald-800" data-testid="messages-status">
          {status}
        </p>
        <Refusal failure={failure} texts={texts} testId="messages-error" />
        {active ? (
          <form onSubmit={send} className="mt-2" noValidate data-testid="message-form">
            <label htmlFor="message-body" className="font-medium">
              {texts.messageLabel}
            </label>
            <textarea
              id="message-body"
              name="body"
              rows={3}
              maxLength={2000}
              required
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              aria-describedby={bodyError ? 'message-body-hint message-body-error' : 'message-body-hint'}
              aria-invalid={bodyError ? true : undefined}
              className={fieldClass}
            />
            <p id="message-body-hint" className="mt-1 text-sm text-slate-600">
              {texts.messageHint}
            </p>
            {bodyError ? (
              <p id="message-body-error" className="mt-1 text-sm text-red-700">
                {bodyError}
              </p>
            ) : null}
            <button type="submit" className="btn-primary mt-3" disabled={busy || draft.trim() === ''}>
              {texts.send}
            </button>
          </form>
        ) : null}
      </section>
      <section aria-labelledby="contact-heading" className={sectionClass} data-testid="workspace-contact">
        <h2 id="contact-heading" className="text-2xl font-bold tracking-tight">
          {texts.contactHeading}
        </h2>
        <p id="share-hint" className="mt-2 text-slate-700">
          {texts.shareHint}
        </p>
        <label className="mt-3 flex items-center gap-3">
          <input type="checkbox" className="size-5" checked={sharing.own} onChange={(event) => void share(event.target.checked)} aria-describedby="share-hint" data-testid="share-email" />
          <span>{fill(texts.shareEmail, { name: other.name })}</span>
        </label>
        {contacts ? (
          <div className="mt-3" data-testid="shared-contacts">
            <p>{texts.sharedContacts}</p>
            <ul className="mt-1 list-disc pl-6">
              {contacts.map((contact) => (
                <li key={contact.slug}>
                  {nameOf(contact.slug)}: <span className="wrap-anywhere">{contact.email}</span>
                </li>
              ))}
            </ul>
          </div>
        ) : sharing.other && !sharing.own ? (
          <p className="mt-3 text-slate-700">{fill(texts.otherShares, { name: other.name })}</p>
        ) : null}
      </section>
    </>
  )
}
