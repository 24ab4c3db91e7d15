// The ledger's arithmetic in integer cents, apart from the database so it is checked alone
// (ledger.test.ts): how a percent of an amount rounds, and how a business's totals are made.

/**
 * `percent` % of `cents`, to the whole cent, a half cent rounded away from zero (12.5 → 13,
 * -12.5 → -13). Exact for every amount the site takes: the product stays far below 2^53.
 */
export function percentOf(cents: number, percent: number): number {
  const sign = cents < 0 ? -1 : 1
  return sign * Math.floor((Math.abs(cents) * percent + 50) / 100)
}

/** The entries one payable amount makes: the amount itself, and Kindred's commission on it at the payer's plan rate. */
export function withPlatformCommission(amount: number, payerPlanPercent: number): { entry: number; platform: number } {
  return { entry: amount, platform: percentOf(amount, payerPlanPercent) }
}

/** Payable, receivable and net (receivable less payable) of `business` over `entries`; void entries count for nothing. */
export function totalsOf(entries: { amount: number; status: string; payer: { slug: string }; payee: { slug: string } }[], business: string): { payable: number; receivable: number; net: number } {
  let payable = 0
  let receivable = 0
  for (const entry of entries) {
    if (entry.status === 'void') continue
    if (entry.payer.slug === business) payable += entry.amount
    if (entry.payee.slug === business) receivable += entry.amount
  }
  return { payable, receivable, net: receivable - payable }
}
