import pg from 'pg'
import { generateScaleProfiles } from '../lib/scale-profiles'
import { startProductionSite } from './production-site'
const port = 3712
async function main() {
  const site = await startProductionSite({ port, publicUrl: `http://127.0.0.1:${port}`, seed: true, readyPath: '/robots.txt', env: { PAGE_CACHE: 'off' } })
  const client = new pg.Client({ connectionString: site.databaseUrl })
  await client.connect()
  await generateScaleProfiles(client, 100_000)
  console.log('READY', site.databaseUrl, site.pid)
  await new Promise((r) => process.on('SIGTERM', r))
  await client.end(); await site.stop()
}
main()
