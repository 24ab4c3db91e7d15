// The tracking events the site fires, with fixed property names: analytics reports read them as they are.
// One map so every caller is type-checked against the same list.

export type AnalyticsEvents = {
  register_attempt: { has_company: boolean }
  register_success: Record<string, never>
  register_failed: { error: string }
  page_viewed: { page_name: string }
  logout_clicked: Record<string, never>
  logout_completed: Record<string, never>
  logout_failed: { error: string }
  button_clicked: { button_name: string; location: string }
  learn_more_clicked: { step_number: number; step_title: string }
  business_type_get_started_clicked: { business_type: string; page_url: string }
  business_type_contact_clicked: { business_type: string; page_url: string }
  get_started_from_modal: { step_number: number; step_title: string }
  $pageview: { $current_url: string; page_name: string }
  /** A contact-failure event recording the error message; the name is ours. */
  contact_form_failed: { error: string }
  // The partner directory and collaborations (ours, decision 0042). Never free text a member typed.
  /** A filtered or paged directory view: which filters were used, how many results. */
  directory_searched: { filters: string[]; results: number; page: number }
  partner_profile_viewed: { partner_slug: string; business_type: string }
  business_profile_saved: { listed: boolean; created: boolean }
  proposal_sent: { channel: string; offer: string; model: string; has_start_date: boolean }
  proposal_answered: { action: 'accept' | 'decline' | 'withdraw' }
  // Results (ours, decision 0102): codes, their links and sales. Never the offer text or an order number.
  offer_code_created: { collaboration_id: number; has_destination: boolean; has_dates: boolean; has_max_uses: boolean }
  /** A code's link or the code itself copied to the clipboard. */
  offer_link_copied: { code: string; what: 'link' | 'code' }
  sale_recorded: { code: string; channel: string; duplicate: boolean }
  /** A results view opened: every collaboration's totals, or one collaboration's. */
  results_report_opened: { scope: 'all' | 'collaboration'; collaborations: number }
}

export type AnalyticsEventName = keyof AnalyticsEvents

/** Page names for analytics, fixed because reports read them; any path not listed is reported as 404. */
const pageNames: Record<string, string> = {
  '/': 'home',
  '/contact': 'contact',
  '/subscriptions': 'subscriptions',
  '/privacy': 'privacy',
  '/terms': 'terms',
  '/independent-business-growth-strategies': 'independent-business-growth',
  '/retail-partnerships': 'retail-partnerships',
  '/online-collaboration': 'ecommerce-collaboration',
  '/ecommerce-collaboration': 'ecommerce-collaboration',
}

/** Pages added with the partner directory (beyond the original list above). */
const partnerPageNames: Record<string, string> = {
  '/partners': 'partners',
  '/dashboard/business': 'dashboard-business',
  '/dashboard/collaborations': 'dashboard-collaborations',
  '/dashboard/results': 'dashboard-results',
}

export function pageNameFor(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  if (/^\/partners\/[a-z0-9-]+$/.test(path)) return 'partner-profile'
  if (/^\/dashboard\/collaborations\/\d+\/flyer$/.test(path)) return 'offer-flyer'
  return pageNames[path] ?? partnerPageNames[path] ?? '404'
}
