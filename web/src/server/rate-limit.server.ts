// Fixed-window throttling in PostgreSQL (table rate_limits), shared by every site process and the
// CMS's staff sign-in; the SQL lives beside the table in @kindred/cms/throttle. Callers namespace
// their keys (auth:, contact:) and pass the pool from db.server.ts.
export { countAttempt, forgetAttempts, forgetAttemptsOf, purgeExpiredAttempts, type Limit, type LimitResult } from '@kindred/cms/throttle'
