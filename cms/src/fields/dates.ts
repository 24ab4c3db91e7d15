// How the admin shows dates: day before month and always the year, for a team in Australia. The
// date picker's own defaults are US order for a timestamp ("11/26/2026") and no year for a day
// ("Dec 01"), beside list columns in yet another form.
import type { DateField } from 'payload'

/** The list columns' and timestamps' form: "26 Nov 2026, 9:08 PM". */
export const adminDateFormat = 'd MMM yyyy, h:mm a'

type DateAdmin = NonNullable<NonNullable<DateField['admin']>['date']>

/** A moment: day and time. */
export const momentDate: DateAdmin = { pickerAppearance: 'dayAndTime', displayFormat: adminDateFormat }

/** A calendar day: "1 Dec 2026". */
export const dayDate: DateAdmin = { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' }
