// The redeemer's form for a sale made with one of its codes (`POST /api/redemptions`, decision 0102, the same rules as
// POST /api/redemptions): the code, the amount in dollars (sent as integer cents), an optional order
// number and where it was sold. The same order number twice counts once, and the form says so.
import type { Result } from '@kindred/cms/types'
import { useRouter } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'

import { track } from '~/analytics'
import { recordSale } from '~/results/results.functions'
import { redemptionChannels, type RedemptionChannel } from '~/results/results.options'

import { dollarsToCents } from './format'

type Texts = Result['sale']

const field = 'mt-1 block w-full rounded-md border border-slate-400 px-3 py-2'

export function RecordSale({ codes, texts }: { codes: string[]; texts: Texts }) {
  const router = useRouter()
  const [status, setStatus] = useState('')
  const [error, setError] = useState<{ message: string; fields: Record<string, string> } | null>(null)
  const [busy, setBusy] = useState(false)
  const channelWords: Record<RedemptionChannel, string> = { till: texts.channelTill, online: texts.channelOnline, phone: texts.channelPhone }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const formElement = event.currentTarget
    const form = new FormData(formElement)
    const code = String(form.get('code') ?? '').trim()
    const amount = dollarsToCents(String(form.get('amount') ?? ''))
    const channel = String(form.get('channel') ?? 'till') as RedemptionChannel
    setStatus('')
    if (amount === null) {
      setError({ message: texts.badAmount, fields: { amount: texts.badAmount } })
      return
    }
    setBusy(true)
    setError(null)
    try {
      const result = await recordSale({ data: { code, amount, orderRef: String(form.get('orderRef') ?? '').trim() || null, channel } })
      if (!result.success) {
        setError({ message: result.errorMessage, fields: result.errors ?? {} })
        return
      }
      track('sale_recorded', { code: result.redemption.code, channel, duplicate: !result.created })
      setStatus(result.created ? texts.recorded : texts.duplicate)
      formElement.reset()
      await router.invalidate()
    } finally {
      setBusy(false)
    }
  }

  const fieldError = (name: string) =>
    error?.fields[name] ? (
      <p id={`sale-${name}-error`} className="mt-1 text-sm text-red-700">
        {error.fields[name]}
      </p>
    ) : null
  const described = (name: string) => (error?.fields[name] ? { 'aria-describedby': `sale-${name}-error`, 'aria-invalid': true } : {})

  return (
    <section aria-labelledby="record-sale-heading" className="mt-8" data-testid="record-sale">
      <h2 id="record-sale-heading" className="text-2xl font-bold tracking-tight">
        {texts.heading}
      </h2>
      <p role="status" aria-live="polite" className="mt-2 min-h-6 font-semibold text-emerald-800" data-testid="record-sale-status">
        {status}
      </p>
      {error ? (
        <p role="alert" className="mt-2 text-red-700" data-testid="record-sale-error">
          {error.message}
        </p>
      ) : null}
      <form onSubmit={submit} noValidate className="mt-2 grid max-w-2xl grid-cols-1 gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2">
        <div>
          <label htmlFor="sale-code" className="font-medium">
            {texts.code}
          </label>
          <input
            id="sale-code"
            name="code"
            required
            maxLength={16}
            autoCapitalize="characters"
            list="sale-codes"
            defaultValue={codes[0] ?? ''}
            className={`${field} font-mono uppercase`}
            {...described('code')}
          />
          <datalist id="sale-codes">
            {codes.map((code) => (
              <option key={code} value={code} />
            ))}
          </datalist>
          {fieldError('code')}
        </div>
        <div>
          <label htmlFor="sale-amount" className="font-medium">
            {texts.amount}
          </label>
          <input id="sale-amount" name="amount" required inputMode="decimal" maxLength={16} className={field} {...described('amount')} />
          {fieldError('amount')}
        </div>
        <div>
          <label htmlFor="sale-orderRef" className="font-medium">
            {texts.orderRef}
          </label>
          <input id="sale-orderRef" name="orderRef" maxLength={64} className={field} {...described('orderRef')} />
          {fieldError('orderRef')}
        </div>
        <div>
          <label htmlFor="sale-channel" className="font-medium">
            {texts.channel}
          </label>
          <select id="sale-channel" name="channel" defaultValue="till" className={field}>
            {redemptionChannels.map((channel) => (
              <option key={channel} value={channel}>
                {channelWords[channel]}
              </option>
            ))}
          </select>
        </div>
        <div className="sm:col-span-2">
          <button type="submit" disabled={busy} className="rounded-md bg-slate-900 px-4 py-2 font-semibold text-white disabled:opacity-60">
            {busy ? texts.saving : texts.submit}
          </button>
        </div>
      </form>
    </section>
  )
}
