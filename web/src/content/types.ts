// The shapes the server hands to pages: trimmed CMS documents, so the HTML payload stays small.
import type { PlanFacts } from '@kindred/cms/plan-facts'
import type { BusinessType, ComparisonCard, Faq, Page, Plan, RichTextBlock, Step } from '@kindred/cms/types'

export type StepData = Pick<Step, 'id' | 'stepNumber' | 'title' | 'icon' | 'summary' | 'modalTitle'> & { modalContent: RichJson }
export type IndustryData = Pick<BusinessType, 'slug' | 'navLabel' | 'icon' | 'cardDescription'>
export type ComparisonCardData = Pick<ComparisonCard, 'id' | 'title' | 'icon' | 'color' | 'bigBusinessAdvantage' | 'impactOnSmallBusiness' | 'kindredSolution' | 'resultForIndependents'>
export type PlanData = Pick<Plan, 'id' | 'slug' | 'name' | 'monthlyPrice' | 'commissionPercent' | 'tagline' | 'badge' | 'trialDays' | 'ctaLabel' | 'trackingKey' | 'ctaHref' | 'features'>
export type FaqData = Pick<Faq, 'id' | 'question' | 'answer'>

/** One format's candidates for the browser to choose from (`srcset` with width descriptors). */
export type ImageSource = { type: 'image/avif' | 'image/webp'; srcSet: string }

/** An image as the site draws it (content/media.server.ts). */
export type ImageData = {
  alt: string
  /** The original's pixel size: its aspect ratio reserves the space before the file arrives. */
  width: number
  height: number
  src: string
  sources: ImageSource[]
  /** CSS object-position from the editor's focal point, e.g. `40% 60%`. */
  position: string | null
}

export type BlockData = {
  generalEmail: string
  /** The images the blocks show, by media id. */
  images: Record<string, ImageData>
  steps: StepData[]
  industries: IndustryData[]
  comparisonCards: ComparisonCardData[]
  plans: PlanData[]
  faqs: Record<string, FaqData[]>
  /** What `{plan.fact}` names in the FAQ fill in (@kindred/cms/plan-facts); empty on a page without FAQ. */
  planFacts: PlanFacts[]
}

export type NavEntry = { label: string; href: string }

// Lexical JSON as the site reads it. Payload types it with `unknown` index signatures, which
// server functions refuse to serialise; this is the part of it the renderer uses.
export type LexicalNodeJson = {
  type: string
  text?: string
  format?: number | string
  tag?: string
  listType?: string
  url?: string
  fields?: { url?: string; newTab?: boolean }
  children?: LexicalNodeJson[]
}
export type RichJson = { root: { children: LexicalNodeJson[] } }

type Block = NonNullable<Page['layout']>[number]
export type PublicBlock = Exclude<Block, RichTextBlock> | (Omit<RichTextBlock, 'body'> & { body: RichJson })
export type PublicPage = Omit<Page, 'layout'> & { layout?: PublicBlock[] | null }

/** The page as server functions hand it on (rich text narrowed to serialisable JSON). */
export const publicPage = (page: Page) => page as unknown as PublicPage
export const richJson = (value: unknown) => value as RichJson
