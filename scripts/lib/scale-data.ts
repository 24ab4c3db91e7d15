// The whole scale data set in one call, for `pnpm seed:scale` and the benchmarks: profiles (with
// their members), a session per member, business types, landing pages and contact messages.
import { analyzeScaleTables, generateScaleBusinessTypes, generateScaleContactMessages, generateScalePages, generateScaleSessions } from './scale-content'
import { generateScaleProfiles } from './scale-profiles'

type Client = Parameters<typeof generateScaleProfiles>[0]
export type ScaleCounts = { profiles: number; types: number; pages: number; messages: number }

export const fullScale: ScaleCounts = { profiles: 100_000, types: 2_000, pages: 2_000, messages: 200_000 }

export async function seedScale(client: Client, counts: ScaleCounts, log: (message: string) => void = () => {}): Promise<void> {
  const step = async (label: string, work: () => Promise<unknown>) => {
    const started = Date.now()
    await work()
    log(`${label} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  }
  if (counts.profiles) await step(`${counts.profiles} members with profiles`, () => generateScaleProfiles(client, counts.profiles, log))
  await step('member sessions', () => generateScaleSessions(client))
  if (counts.types) await step(`${counts.types} business types`, () => generateScaleBusinessTypes(client, counts.types))
  if (counts.pages) await step(`${counts.pages} landing pages`, () => generateScalePages(client, counts.pages))
  if (counts.messages) await step(`${counts.messages} contact messages`, () => generateScaleContactMessages(client, counts.messages, log))
  await step('vacuum analyze', () => analyzeScaleTables(client))
}
