// The whole CMS: content model, access rules, database. Imported by the Next.js admin (cms/),
// by the site's server (web/, through the Local API) and by the content seed.
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { adminName } from './brand-mark'
import { BusinessProfiles } from './collections/BusinessProfiles'
import { BusinessTypes } from './collections/BusinessTypes'
import { ComparisonCards } from './collections/ComparisonCards'
import { AgreementTemplates, CollaborationMessages, Collaborations, CollaborationSides, MemberNotificationSettings, Milestones, NotificationDigests, Reviews } from './collections/Collaborations'
import { ContactMessages } from './collections/ContactMessages'
import { MemberDevices, StaffDevices } from './collections/DeviceTokens'
import { EmailOutbox } from './collections/EmailOutbox'
import { Faqs } from './collections/Faqs'
import { LegalPages } from './collections/LegalPages'
import { Media } from './collections/Media'
import { imageTooLarge, maxImageBytes } from './collections/Media/sizes'
import { mediaStorage } from './collections/Media/storage'
import { Members } from './collections/Members'
import { MemberSessions } from './collections/MemberSessions'
import { MemberTokens } from './collections/MemberTokens'
import { PartnerEvents } from './collections/PartnerEvents'
import { Pages } from './collections/Pages'
import { LedgerEntries } from './collections/Money/LedgerEntries'
import { Invoices } from './collections/Money/Invoices'
import { Statements } from './collections/Money/Statements'
import { Plans } from './collections/Plans'
import { Proposals } from './collections/Proposals'
import { RateLimits } from './collections/RateLimits'
import { Redirects } from './collections/Redirects'
import { ApiKeys } from './collections/ApiKeys'
import { CodeClicks, CodeDailyStats, CounterLinks, Integrations, MonthlyReports, OfferCodes, Redemptions } from './collections/Results'
import { SeedRecords } from './collections/SeedRecords'
import { Staff } from './collections/Staff'
import { Steps } from './collections/Steps'
import { database, setPoolLogger } from './database'
import { serverEnvOrExit } from './env'
import { cmsPublicUrl, staffCookieOrigins } from './environment'
import { Account } from './globals/Account'
import { Directory } from './globals/Directory'
import { Emails } from './globals/Emails'
import { Footer } from './globals/Footer'
import { Forms } from './globals/Forms'
import { Navigation } from './globals/Navigation'
import { Results } from './globals/Results'
import { SiteSettings } from './globals/SiteSettings'
import { publicErrors } from './hooks/publicErrors'
import { logger } from './logging'
import { livePreview } from './livePreview'
import { emailAdapter } from './mail/adapter'
import { adminDateFormat } from './fields/dates'

const dirname = path.dirname(fileURLToPath(import.meta.url))

function required(name: 'PAYLOAD_SECRET' | 'DATABASE_URL'): string {
  // Every process imports this config first: a bad value ends start-up here with the variable named.
  const value = serverEnvOrExit('kindred')[name]
  if (!value) {
    throw new Error(`${name} is not set. Start the stack with \`npm start\` (development) or set ${name} in the environment.`)
  }
  return value
}

export default buildConfig({
  // The admin's public address; staff cookies count only on requests from these origins.
  serverURL: cmsPublicUrl(),
  csrf: staffCookieOrigins(),
  admin: {
    user: Staff.slug,
    meta: { titleSuffix: ` · ${adminName}`, icons: [{ rel: 'icon', type: 'image/svg+xml', url: '/favicon.svg' }] },
    dateFormat: adminDateFormat,
    // Payload's own icon, not Gravatar's: no request to a third party carrying a hash of each staff
    // member's email, and no broken image where the admin cannot reach the internet.
    avatar: 'default',
    importMap: { baseDir: dirname },
    livePreview,
    components: {
      beforeDashboard: ['/components/contact/ContactDeskSummary#ContactDeskSummary', '/components/partners/PartnersSummary#PartnersSummary'],
      graphics: { Icon: '/components/brand/Brand#Icon', Logo: '/components/brand/Brand#Logo' },
    },
  },
  collections: [
    Pages,
    BusinessTypes,
    ComparisonCards,
    Steps,
    Plans,
    Faqs,
    LegalPages,
    Redirects,
    Media,
    ContactMessages,
    Members,
    MemberSessions,
    MemberTokens,
    MemberDevices,
    BusinessProfiles,
    Proposals,
    PartnerEvents,
    OfferCodes,
    Redemptions,
    LedgerEntries,
    Invoices,
    Statements,
    CodeDailyStats,
    CodeClicks,
    Collaborations,
    Milestones,
    Reviews,
    AgreementTemplates,
    CounterLinks,
    Integrations,
    CollaborationMessages,
    CollaborationSides,
    MemberNotificationSettings,
    NotificationDigests,
    MonthlyReports,
    ApiKeys,
    EmailOutbox,
    RateLimits,
    SeedRecords,
    Staff,
    StaffDevices,
  ],
  globals: [SiteSettings, Navigation, Footer, Directory, Forms, Account, Emails, Results],
  // An empty cell in a list reads as a dash, not as Payload's "<No Assigned To>", which staff took
  // for a value (an unassigned message, a member-less contact, a departed business).
  i18n: { translations: { en: { general: { noLabel: '—' } } } },
  editor: lexicalEditor(),
  // Image sizes (collections/Media); uploads over the limit stop while the body streams.
  sharp,
  upload: { limits: { fileSize: maxImageBytes }, responseOnLimit: imageTooLarge() },
  // Refusals keep their own words in a minified build (hooks/publicErrors.ts).
  hooks: { afterError: [publicErrors] },
  plugins: [mediaStorage(serverEnvOrExit('kindred'))],
  email: emailAdapter,
  // Scheduled publish and unpublish are jobs; the CMS process runs them (jobs/cms-runner.ts).
  jobs: { tasks: [], deleteJobOnComplete: true },
  secret: required('PAYLOAD_SECRET'),
  graphQL: { disable: true },
  telemetry: false,
  // Throttled staff sign-ins are expected traffic, not server errors (hooks/staffLogin.ts); nor is
  // a query or form refused as the request's own fault (logging.ts).
  loggingLevels: { LockedAuth: 'info' },
  logger,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts'), autoGenerate: false },
  db: database({ connectionString: required('DATABASE_URL'), migrationDir: path.resolve(dirname, 'migrations') }),
  onInit: (payload) => setPoolLogger((message) => payload.logger.warn(message)),
})
