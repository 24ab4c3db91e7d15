// The directory page's columns as the site reads them: the profile's own (directory-query.ts) and
// its member's standing, which profiles.server.ts takes from members.server.ts. Restated here for
// the benchmarks: they run the statements on a connection of their own, and importing the site's
// server modules would load the CMS config before the benchmark has prepared its environment.
import { profileCardColumns } from '../../web/src/partners/directory-query'

export const partnerCard = {
  columns: `${profileCardColumns},\n  m.email_verified,\n  to_char(m.created_at at time zone 'Australia/Melbourne', 'YYYY-MM-DD') as member_since`,
  joins: 'join members m on m.id = p.member_id',
}
