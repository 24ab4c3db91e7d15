// The Results group (decision 0102): offer codes, their sales, and their clicks with daily rollups;
// and the ways sales arrive besides the API: counter links and shop integrations.
export { CodeClicks } from './CodeClicks'
export { CodeDailyStats } from './CodeDailyStats'
export { CounterLinks } from './CounterLinks'
export { Integrations } from './Integrations'
export { MonthlyReports } from './MonthlyReports'
export { OfferCodes } from './OfferCodes'
export { Redemptions } from './Redemptions'
