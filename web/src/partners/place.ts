// Places as people write them: "Fitzroy", "3065", "Fitzroy 3065", "Fitzroy, VIC 3065", "Fitzroy VIC",
// "Brooklyn, NY 11201". A profile stores the suburb and the postcode apart, and the directory's
// location filter compares each on its own, so a state or postcode written into either side would
// keep a business from being found by what its own card shows.

const postcode = /^\d{4,5}$/

/** A place ending in a postcode, after a comma or a space. */
const endsWithPostcode = /^(.*?)[\s,]+(\d{4,5})$/
/** A place ending in a word of two or three letters, after a comma or a space. */
const endsWithShortWord = /^(.*?\S)[\s,]+([A-Za-z]{2,3})$/
const australianStates = new Set(['act', 'nsw', 'nt', 'qld', 'sa', 'tas', 'vic', 'wa'])

/**
 * `name` without a trailing Australian state ("Fitzroy, VIC" → "Fitzroy"); with `us`, a two-capital
 * US state too. Other short words stay: "Fitzroy Nth", "Melbourne CBD". One word alone is a name.
 */
function withoutState(name: string, us: boolean): string {
  const match = endsWithShortWord.exec(name)
  if (!match) return name
  const state = match[2]!
  return australianStates.has(state.toLowerCase()) || (us && /^[A-Z]{2}$/.test(state)) ? match[1]!.replace(/[\s,]+$/, '') : name
}

/**
 * The suburb and postcode a location names: one of them, or both; both must then match. A state
 * written with the suburb is left out (a US state only before a five-digit ZIP code).
 */
export function placeOf(location: string): { suburb: string | null; postcode: string | null } {
  if (postcode.test(location)) return { suburb: null, postcode: location }
  const match = endsWithPostcode.exec(location)
  if (!match) return { suburb: withoutState(location, false), postcode: null }
  const suburb = withoutState(match[1]!.replace(/[\s,]+$/, ''), match[2]!.length === 5)
  return { suburb: suburb || null, postcode: match[2]! }
}

/**
 * A profile's suburb as it is kept: without a postcode or state written after it (the postcode has
 * its own field, and the card shows both). A suburb that is nothing but those stays as typed.
 */
export function suburbName(suburb: string): string {
  const { suburb: name } = placeOf(suburb)
  return name ?? suburb
}
