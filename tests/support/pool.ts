// The tests' database pool (tests/setup/database.ts sets DATABASE_POOL_MAX): bursts larger than
// it show whether requests that hold a connection ever need a second one.

/** More requests at once than the pool has connections: twice as many, and two more. */
export const beyondThePool = () => Number(process.env.DATABASE_POOL_MAX) * 2 + 2
