// Copy that states a plan's price, commission or free trial names the plan's field instead of
// repeating the number ({growth.price}, {scale.commission}, {growth.trialDays}), so the FAQ and the
// pricing page's search snippet change with the plan, scheduled price changes included. The CMS
// checks the names when copy is saved and the site fills them in; both read this module, which
// imports nothing so the browser can fill live-preview text with it too.

// Null: a draft saved without the number (drafts skip required fields), as live preview reads it.
export type PlanFacts = { slug: string; monthlyPrice: number | null; commissionPercent: number | null; trialDays?: number | null }

const isNumber = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value)

/** Each fact as copy shows it; null when the plan (a draft in preview) has no such number yet. */
const facts: Record<'price' | 'commission' | 'trialDays', (plan: PlanFacts) => string | null> = {
  price: (plan) => (isNumber(plan.monthlyPrice) ? formatMonthlyPrice(plan.monthlyPrice) : null),
  commission: (plan) => (isNumber(plan.commissionPercent) ? `${plan.commissionPercent}%` : null),
  trialDays: (plan) => String(plan.trialDays ?? 0),
}

type Fact = keyof typeof facts
const factNames = Object.keys(facts) as Fact[]

/** Anything shaped like `{word.word}`: checked whole, so a misspelt fact is refused rather than shown as typed. */
const tokenPattern = /\{([^{}.\s]+)\.([^{}.\s]+)\}/g
/** The same, without the global flag's state between calls: for a yes-or-no test. */
const anyToken = new RegExp(tokenPattern.source)

/**
 * A plan's monthly price as the pricing cards show it: whole dollars without cents, "$49.50"
 * otherwise; nothing for a draft without a price, so its preview still draws.
 */
export function formatMonthlyPrice(price: number | null | undefined): string {
  if (!isNumber(price)) return ''
  return Number.isInteger(price) ? `$${price}` : `$${price.toFixed(2)}`
}

export function hasPlanFacts(text: string | null | undefined): boolean {
  return Boolean(text && anyToken.test(text))
}

/**
 * Fills every `{plan.fact}`. One naming no known plan stays as written (the CMS refuses it at
 * save), and so does one whose plan has no such number yet (a draft in live preview).
 */
export function fillPlanFacts(text: string, plans: readonly PlanFacts[]): string {
  if (!text.includes('{')) return text
  const bySlug = new Map(plans.map((plan) => [plan.slug, plan]))
  return text.replace(tokenPattern, (token, slug: string, fact: string) => {
    const plan = bySlug.get(slug)
    return (plan && factNames.includes(fact as Fact) ? facts[fact as Fact](plan) : null) ?? token
  })
}

/** Why `text` cannot be saved, naming the first bad `{plan.fact}`, or null when every one is known. */
export function planFactsProblem(text: string | null | undefined, planSlugs: readonly string[]): string | null {
  for (const [token, slug, fact] of (text ?? '').matchAll(tokenPattern)) {
    if (!factNames.includes(fact as Fact)) return `${token}: a plan's facts are ${factNames.map((name) => `{${slug}.${name}}`).join(', ')}.`
    if (!planSlugs.includes(slug!)) {
      return `${token}: no plan has the slug “${slug}”. ${planSlugs.length ? `Plans: ${planSlugs.join(', ')}.` : 'There are no plans yet.'}`
    }
  }
  return null
}
