// Where the stack under test listens: the one place the browser tests read it (playwright.config.ts
// sets both addresses for the run).

/** The site; API calls send it as their Origin, as a page would. */
export const siteUrl = () => process.env.E2E_BASE_URL!

/** The CMS: its admin and REST API. */
export const cmsUrl = () => process.env.E2E_CMS_URL!
