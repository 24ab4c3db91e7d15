// The proposal form (`POST /api/proposals`, decision 0041; the choices of
// `web/src/partners/partners.options.ts`): channel, offer and model
// among those the business lists, a message and an optional start date. Validated with the same
// zod schema as the server; the server's field errors land on the same fields.
import type { Directory } from '@kindred/cms/types'
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'

import { track } from '~/analytics'
import { useBlurAfterPress } from '~/components/forms/blur-after-press'
import type { PartnersCopyBase } from '~/content/directory.functions'
import { sendProposal } from '~/partners/partners.functions'
import type { Partner } from '~/partners/partners.options'
import { proposalSchema, type ProposalData, type ProposalInput } from '~/partners/partners.schema'

import { ChoiceGroup, controlClass, FormField } from './fields'

type Props = {
  partner: Partner
  texts: Directory['proposalForm']
  labels: PartnersCopyBase['labels']
  onSent?: () => void
  /** The server refused the proposal (e.g. one already awaits an answer): what the page shows may be out of date. */
  onRefused?: () => void
}
type Field = 'channel' | 'offer' | 'model' | 'message' | 'startDate' | 'commissionPercent' | 'fee'
const fields: Field[] = ['channel', 'offer', 'model', 'commissionPercent', 'fee', 'message', 'startDate']

/** What a number box holds, as the schema reads it: '' is not given, anything else a number (NaN is refused as not one). */
const numberOrBlank = (value: unknown) => (value === '' || value == null ? undefined : Number(value))
/** The fee is typed in dollars ("250" or "250.50") and sent in cents. */
const centsOrBlank = (value: unknown) => {
  const dollars = numberOrBlank(value)
  return dollars === undefined || Number.isNaN(dollars) ? dollars : Math.round(dollars * 100)
}

/**
 * The browser's own calendar day `days` from today (YYYY-MM-DD): the date picker offers the days the
 * schema accepts (from today, up to two years ahead). The form renders in the browser only.
 */
const localDay = (days: number) => new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA')

export default function ProposalForm({ partner, texts, labels, onSent, onRefused }: Props) {
  const only = <T extends string>(values: T[]) => (values.length === 1 ? values[0] : undefined)
  const blurAfterPress = useBlurAfterPress()
  const form = useForm<ProposalInput, unknown, ProposalData>({
    resolver: zodResolver(proposalSchema),
    mode: 'onTouched',
    defaultValues: { toPartner: partner.slug, channel: only(partner.channels), offer: only(partner.offers), model: only(partner.models), message: '', startDate: '' },
  })
  // Only the chosen model's terms are asked (and sent): a percent for commission, a fee for a paid placement.
  const model = useWatch({ control: form.control, name: 'model' })
  useEffect(() => {
    if (model !== 'commission') form.setValue('commissionPercent', undefined)
    if (model !== 'paid-placement') form.setValue('fee', undefined)
  }, [model, form])
  const { errors, isSubmitting } = form.formState
  const [outcome, setOutcome] = useState<{ sent: boolean; message: string; onField?: boolean } | null>(null)
  const sentRef = useRef<HTMLDivElement>(null)
  const refusedRef = useRef<HTMLParagraphElement>(null)
  const sent = Boolean(outcome?.sent)
  // Send is disabled while the proposal is on its way, which drops the focus out of the dialog: the
  // answer takes it. A refusal on a field leaves it on that field instead.
  useEffect(() => {
    if (sent) sentRef.current?.focus()
    else if (outcome && !outcome.onField) refusedRef.current?.focus()
  }, [sent, outcome])

  const onSubmit = async (values: ProposalData) => {
    setOutcome(null)
    try {
      const result = await sendProposal({ data: values })
      if (result.success) {
        track('proposal_sent', { channel: values.channel, offer: values.offer, model: values.model, has_start_date: Boolean(values.startDate) })
        onSent?.()
        return setOutcome({ sent: true, message: texts.sent })
      }
      const onFields = Object.entries(result.errors ?? {}).filter(([name]) => fields.includes(name as Field))
      onFields.forEach(([name, message], i) => form.setError(name as Field, { message }, { shouldFocus: i === 0 }))
      setOutcome({ sent: false, message: result.errorMessage || texts.failed, onField: onFields.length > 0 })
      onRefused?.()
    } catch {
      setOutcome({ sent: false, message: texts.failed })
    }
  }

  if (outcome?.sent) {
    return (
      // The form the focus was in is gone: the confirmation takes it, so the keyboard stays in the dialog.
      <div ref={sentRef} tabIndex={-1} role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-emerald-900 focus:outline-none" data-testid="proposal-sent">
        <p>{outcome.message}</p>
      </div>
    )
  }

  const options = (values: string[], named: Record<string, string>) => values.map((value) => ({ value, label: named[value] ?? value }))
  return (
    <form onBlurCapture={blurAfterPress} noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-5" aria-label={texts.submit}>
      <p className="text-slate-600">{texts.intro}</p>
      <ChoiceGroup
        name="proposal-channel"
        legend={texts.channelLabel}
        type="radio"
        options={options(partner.channels, labels.channels)}
        registration={form.register('channel')}
        error={errors.channel?.message}
      />
      <ChoiceGroup name="proposal-offer" legend={texts.offerLabel} type="radio" options={options(partner.offers, labels.offers)} registration={form.register('offer')} error={errors.offer?.message} />
      <ChoiceGroup name="proposal-model" legend={texts.modelLabel} type="radio" options={options(partner.models, labels.models)} registration={form.register('model')} error={errors.model?.message} />
      {model === 'commission' ? (
        <FormField id="proposal-commission" label={texts.commissionLabel} hint={texts.commissionHint} error={errors.commissionPercent?.message}>
          {(aria) => <input {...aria} {...form.register('commissionPercent', { setValueAs: numberOrBlank })} type="number" inputMode="numeric" min={1} max={50} step={1} className={controlClass} />}
        </FormField>
      ) : null}
      {model === 'paid-placement' ? (
        <FormField id="proposal-fee" label={texts.feeLabel} hint={texts.feeHint} error={errors.fee?.message}>
          {(aria) => <input {...aria} {...form.register('fee', { setValueAs: centsOrBlank })} type="number" inputMode="decimal" min={0.01} max={1_000_000} step={0.01} className={controlClass} />}
        </FormField>
      ) : null}
      <FormField id="proposal-message" label={texts.messageLabel} error={errors.message?.message}>
        {(aria) => <textarea {...aria} {...form.register('message')} dir="auto" rows={5} placeholder={texts.messagePlaceholder} className={controlClass} />}
      </FormField>
      <FormField id="proposal-start" label={texts.startDateLabel} hint={texts.startDateHint} error={errors.startDate?.message}>
        {(aria) => <input {...aria} {...form.register('startDate')} type="date" min={localDay(0)} max={localDay(730)} className={controlClass} />}
      </FormField>
      <div role="alert">
        {outcome && !outcome.sent ? (
          <p ref={refusedRef} tabIndex={-1} className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-800 focus:outline-none" data-testid="proposal-refused">
            {outcome.message}
          </p>
        ) : null}
      </div>
      <button type="submit" className="btn-primary w-full" disabled={isSubmitting}>
        {isSubmitting ? texts.sending : texts.submit}
      </button>
    </form>
  )
}
