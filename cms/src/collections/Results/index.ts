// The Results group (CONTRACT §6): offer codes, their sales, and their clicks with daily rollups.
export { CodeClicks } from './CodeClicks'
export { CodeDailyStats } from './CodeDailyStats'
export { OfferCodes } from './OfferCodes'
export { Redemptions } from './Redemptions'
