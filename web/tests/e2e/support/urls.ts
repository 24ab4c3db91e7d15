// The stack a spec runs on: where its site and CMS listen, where its mail lands and where it wrote
// its operator environment. playwright.config.ts gives each project a stack of its own (its
// `metadata.stack`); this is the one place the browser tests read it.
import { test, type FullProject } from '@playwright/test'

export type Stack = { siteUrl: string; cmsUrl: string; mailDir: string; envFile: string }

/** The stack of the running test's project; a worker fixture, which has no test, passes its project. */
export function stack(project: FullProject = test.info().project): Stack {
  return project.metadata.stack as Stack
}

/** The site; API calls send it as their Origin, as a page would. */
export const siteUrl = () => stack().siteUrl

/** The CMS: its admin and REST API. */
export const cmsUrl = () => stack().cmsUrl
