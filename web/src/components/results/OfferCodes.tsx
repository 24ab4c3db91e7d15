// A collaboration's offer codes (decision 0102): the form that makes one (or, when the member's plan
// has no codes, the way to a plan that has), and each code with its link, QR code, flyer, status and
// — for the business that honours it — a confirmed disable. Copy buttons say "Copied" in a live
// region. Self-contained: give it the view of `getCollaborationResults` and the `codes` words.
import { fill } from '@kindred/cms/template'
import type { Result } from '@kindred/cms/types'
import { useRouter } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'

import { track } from '~/analytics'
import { createOfferCode, disableOfferCode, type CodeGate, type MemberCode } from '~/results/results.functions'

import { formatCount } from './format'

type Texts = Result['codes']

const statusWords = (texts: Texts): Record<MemberCode['status'], string> => ({
  active: texts.statusActive,
  disabled: texts.statusDisabled,
  expired: texts.statusExpired,
  'used-up': texts.statusUsedUp,
})

const badgeColours: Record<MemberCode['status'], string> = {
  active: 'bg-emerald-100 text-emerald-900',
  disabled: 'bg-slate-200 text-slate-800',
  expired: 'bg-amber-100 text-amber-900',
  'used-up': 'bg-sky-100 text-sky-900',
}

const field = 'mt-1 block w-full rounded-md border border-slate-400 px-3 py-2'

export function OfferCodes({ collaborationId, codes, gate, texts }: { collaborationId: number; codes: MemberCode[]; gate: CodeGate; texts: Texts }) {
  const router = useRouter()
  const [status, setStatus] = useState('')
  const [error, setError] = useState<{ message: string; fields: Record<string, string> } | null>(null)
  const [busy, setBusy] = useState(false)
  const [confirming, setConfirming] = useState<string | null>(null)
  const words = statusWords(texts)

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const text = (name: string) => String(form.get(name) ?? '').trim() || null
    const maxUses = text('maxUses')
    const input = {
      id: collaborationId,
      offerText: text('offerText') ?? '',
      destination: text('destination'),
      validFrom: text('validFrom'),
      validUntil: text('validUntil'),
      maxUses: maxUses === null || !Number.isFinite(Number(maxUses)) ? null : Number(maxUses),
    }
    setBusy(true)
    setError(null)
    try {
      const result = await createOfferCode({ data: input })
      if (!result.success) {
        setError({ message: result.errorMessage, fields: result.errors ?? {} })
        return
      }
      track('offer_code_created', {
        collaboration_id: collaborationId,
        has_destination: Boolean(input.destination),
        has_dates: Boolean(input.validFrom || input.validUntil),
        has_max_uses: input.maxUses !== null,
      })
      setStatus(fill(texts.created, { code: result.code.code }))
      ;(event.target as HTMLFormElement).reset()
      await router.invalidate()
    } finally {
      setBusy(false)
    }
  }

  async function copy(code: MemberCode, what: 'link' | 'code') {
    try {
      await navigator.clipboard.writeText(what === 'link' ? code.link : code.code)
      setStatus(texts.copied)
      track('offer_link_copied', { code: code.code, what })
    } catch (failure) {
      // The clipboard can be refused (permissions, an insecure origin): the link stays on screen to copy by hand.
      console.warn('[results] copy refused:', failure)
    }
  }

  async function disable(code: string) {
    setConfirming(null)
    const result = await disableOfferCode({ data: { code } })
    if (!result.success) {
      setError({ message: result.errorMessage, fields: {} })
      return
    }
    setStatus(words.disabled)
    await router.invalidate()
  }

  const fieldError = (name: string) =>
    error?.fields[name] ? (
      <p id={`code-${name}-error`} className="mt-1 text-sm text-red-700">
        {error.fields[name]}
      </p>
    ) : null
  const described = (name: string) => (error?.fields[name] ? { 'aria-describedby': `code-${name}-error`, 'aria-invalid': true } : {})

  return (
    <section aria-labelledby="offer-codes-heading" className="mt-8" data-testid="offer-codes">
      <h2 id="offer-codes-heading" className="text-2xl font-bold tracking-tight">
        {texts.heading}
      </h2>
      <p className="mt-2 text-slate-700">{texts.intro}</p>
      <p role="status" aria-live="polite" className="mt-2 min-h-6 font-semibold text-emerald-800" data-testid="offer-codes-status">
        {status}
      </p>
      {error ? (
        <p role="alert" className="mt-2 text-red-700" data-testid="offer-codes-error">
          {error.message}
        </p>
      ) : null}
      {gate.allowed ? (
        <form onSubmit={create} className="mt-4 grid max-w-2xl grid-cols-1 gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2" noValidate data-testid="offer-code-form">
          <div className="sm:col-span-2">
            <label htmlFor="code-offerText" className="font-medium">
              {texts.offerText}
            </label>
            <input id="code-offerText" name="offerText" required minLength={1} maxLength={140} className={field} aria-describedby="code-offerText-hint" {...described('offerText')} />
            <p id="code-offerText-hint" className="mt-1 text-sm text-slate-600">
              {texts.offerTextHint}
            </p>
            {fieldError('offerText')}
          </div>
          <div className="sm:col-span-2">
            <label htmlFor="code-destination" className="font-medium">
              {texts.destination}
            </label>
            <input id="code-destination" name="destination" type="url" maxLength={2048} className={field} {...described('destination')} />
            {fieldError('destination')}
          </div>
          <div>
            <label htmlFor="code-validFrom" className="font-medium">
              {texts.validFrom}
            </label>
            <input id="code-validFrom" name="validFrom" type="date" className={field} {...described('validFrom')} />
            {fieldError('validFrom')}
          </div>
          <div>
            <label htmlFor="code-validUntil" className="font-medium">
              {texts.validUntil}
            </label>
            <input id="code-validUntil" name="validUntil" type="date" className={field} {...described('validUntil')} />
            {fieldError('validUntil')}
          </div>
          <div>
            <label htmlFor="code-maxUses" className="font-medium">
              {texts.maxUses}
            </label>
            <input id="code-maxUses" name="maxUses" type="number" min={1} max={1000000} step={1} className={field} {...described('maxUses')} />
            {fieldError('maxUses')}
          </div>
          <div className="flex items-end">
            <button type="submit" disabled={busy} className="rounded-md bg-slate-900 px-4 py-2 font-semibold text-white disabled:opacity-60">
              {busy ? texts.creating : texts.create}
            </button>
          </div>
        </form>
      ) : (
        <p className="mt-4" data-testid="offer-codes-upgrade">
          {gate.message}{' '}
          <a href="/dashboard/plan" className="font-semibold text-blue-800 underline">
            {texts.upgradeLink}
          </a>
        </p>
      )}
      {codes.length === 0 ? (
        <p className="mt-4 text-slate-700">{texts.none}</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {codes.map((code) => (
            <li key={code.code} className="rounded-lg border border-slate-200 bg-white p-4" data-testid="offer-code" data-code={code.code}>
              <div className="flex flex-wrap items-center gap-3">
                <code className="font-mono text-xl font-bold">{code.code}</code>
                <span className={`rounded-full px-2 py-0.5 text-sm font-semibold ${badgeColours[code.status]}`} data-testid="offer-code-status">
                  {words[code.status]}
                </span>
              </div>
              <p className="mt-1">{code.offerText}</p>
              <p className="mt-1 text-sm text-slate-700">
                {fill(texts.honouredBy, { business: code.redeemer.name })} · {texts.uses}: {formatCount(code.uses)}
                {code.maxUses !== null ? ` / ${formatCount(code.maxUses)}` : ''}
              </p>
              <p className="mt-1 break-all font-mono text-sm" data-testid="offer-code-link">
                {code.link}
              </p>
              <div className="mt-3 flex flex-wrap gap-3">
                <button type="button" onClick={() => copy(code, 'link')} className="rounded-md border border-slate-400 px-3 py-1">
                  {texts.copyLink}
                </button>
                <button type="button" onClick={() => copy(code, 'code')} className="rounded-md border border-slate-400 px-3 py-1">
                  {texts.copyCode}
                </button>
                <a href={`/go/${code.code}/qr.svg`} download={`${code.code}.svg`} className="rounded-md border border-slate-400 px-3 py-1">
                  {texts.downloadQr}
                </a>
                <a href={`/dashboard/collaborations/${collaborationId}/flyer?code=${code.code}`} className="rounded-md border border-slate-400 px-3 py-1">
                  {texts.flyer}
                </a>
                {code.side === 'redeemer' && code.status !== 'disabled' && confirming !== code.code ? (
                  <button type="button" onClick={() => setConfirming(code.code)} className="rounded-md border border-red-700 px-3 py-1 text-red-800">
                    {texts.disable}
                  </button>
                ) : null}
              </div>
              {confirming === code.code ? (
                <div role="group" aria-labelledby={`confirm-${code.code}`} className="mt-3 rounded-md border border-red-300 bg-red-50 p-3">
                  <p id={`confirm-${code.code}`}>{fill(texts.confirmDisable, { code: code.code })}</p>
                  <div className="mt-2 flex gap-3">
                    <button type="button" onClick={() => disable(code.code)} className="rounded-md bg-red-800 px-3 py-1 font-semibold text-white">
                      {texts.disable}
                    </button>
                    <button type="button" onClick={() => setConfirming(null)} className="rounded-md border border-slate-400 px-3 py-1">
                      {texts.cancel}
                    </button>
                  </div>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
