// All of the site's copy, as typed data. The loader (../load.ts) upserts it by stable keys.
import type {
  SeedAccount,
  SeedAgreementTemplate,
  SeedBusinessType,
  SeedComparisonCard,
  SeedDirectory,
  SeedEmails,
  SeedFaq,
  SeedFooter,
  SeedForms,
  SeedLegalPage,
  SeedNavigation,
  SeedPage,
  SeedPlan,
  SeedRedirect,
  SeedResults,
  SeedSiteSettings,
  SeedStep,
} from '../types'
import { account } from './account'
import { agreementTemplates } from './agreement-templates'
import { businessTypes } from './business-types'
import { comparisonCards } from './comparison-cards'
import { directory } from './directory'
import { emails } from './emails'
import { faqs } from './faqs'
import { forms } from './forms'
import { legalPages } from './legal'
import { aboutPage } from './pages/about'
import { apiReferencePage } from './pages/api-reference'
import { contactPage } from './pages/contact'
import { dashboardPage } from './pages/dashboard'
import { growthStrategiesPage } from './pages/growth-strategies'
import { homePage } from './pages/home'
import { loginPage } from './pages/login'
import { notFoundPage } from './pages/not-found'
import { notificationSettingsPage } from './pages/notification-settings'
import { onlineCollaborationPage } from './pages/online-collaboration'
import { businessProfilePage, collaborationsPage, partnersPage, resultsPage } from './pages/partners'
import { planPage } from './pages/plan'
import { registerPage } from './pages/register'
import { retailPartnershipsPage } from './pages/retail-partnerships'
import { subscriptionsPage } from './pages/subscriptions'
import { plans } from './plans'
import { redirects } from './redirects'
import { results } from './results'
import { footer, navigation, siteSettings } from './site'
import { steps } from './steps'

export type SeedData = {
  siteSettings: SeedSiteSettings
  navigation: SeedNavigation
  footer: SeedFooter
  directory: SeedDirectory
  forms: SeedForms
  account: SeedAccount
  emails: SeedEmails
  results: SeedResults
  pages: SeedPage[]
  businessTypes: SeedBusinessType[]
  comparisonCards: SeedComparisonCard[]
  steps: SeedStep[]
  plans: SeedPlan[]
  faqs: SeedFaq[]
  legalPages: SeedLegalPage[]
  redirects: SeedRedirect[]
  agreementTemplates: SeedAgreementTemplate[]
}

export const seedData: SeedData = {
  siteSettings,
  navigation,
  footer,
  directory,
  forms,
  account,
  emails,
  results,
  pages: [
    homePage,
    aboutPage,
    contactPage,
    subscriptionsPage,
    retailPartnershipsPage,
    onlineCollaborationPage,
    growthStrategiesPage,
    loginPage,
    registerPage,
    dashboardPage,
    partnersPage,
    businessProfilePage,
    collaborationsPage,
    planPage,
    notificationSettingsPage,
    resultsPage,
    apiReferencePage,
    notFoundPage,
  ],
  businessTypes,
  comparisonCards,
  steps,
  plans,
  faqs,
  legalPages,
  redirects,
  agreementTemplates,
}
