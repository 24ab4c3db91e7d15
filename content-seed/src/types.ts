// Seed copy is typed against the CMS's generated types, with two differences that make it
// pleasant to write: rich text is Markdown (`md\`...\``), and ids and timestamps are left out.
import type {
  Account,
  AgreementTemplate,
  BusinessType,
  ComparisonCard,
  Directory,
  Email,
  Faq,
  Footer,
  Form,
  LegalPage,
  Navigation,
  Page,
  Plan,
  Redirect,
  Result,
  SiteSetting,
  Step,
} from '@kindred/cms/types'

export type Markdown = { readonly $markdown: string }

/** Marks a template literal as Markdown for a rich-text field. Leading indentation is removed. */
export function md(strings: TemplateStringsArray, ...values: unknown[]): Markdown {
  const text = String.raw({ raw: strings }, ...values)
  const lines = text
    .replace(/^\n/, '')
    .replace(/\n\s*$/, '')
    .split('\n')
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => l.match(/^ */)![0].length))
  return { $markdown: lines.map((l) => l.slice(indent)).join('\n') }
}

type Omitted = 'id' | 'createdAt' | 'updatedAt' | '_status' | 'blockName' | 'deletedAt'

export type Seed<T> = T extends { root: { children: unknown[] } }
  ? Markdown
  : T extends (infer U)[]
    ? Seed<U>[]
    : T extends object
      ? { [K in keyof T as K extends Omitted ? never : K]: Seed<T[K]> }
      : T

export type SeedPage = Seed<Page>
export type SeedBusinessType = Seed<BusinessType>
export type SeedComparisonCard = Seed<ComparisonCard>
export type SeedStep = Seed<Step>
export type SeedPlan = Seed<Plan>
export type SeedFaq = Seed<Faq>
export type SeedLegalPage = Seed<LegalPage>
export type SeedRedirect = Seed<Redirect>
export type SeedSiteSettings = Seed<SiteSetting>
export type SeedNavigation = Seed<Navigation>
export type SeedFooter = Seed<Footer>
export type SeedDirectory = Seed<Directory>
export type SeedForms = Seed<Form>
export type SeedAccount = Seed<Account>
export type SeedEmails = Seed<Email>
export type SeedResults = Seed<Result>
export type SeedAgreementTemplate = Seed<AgreementTemplate>
