// The sections a landing page is built from, in the order the editor's block menu lists them. Each
// block is a folder with its schema (`config.ts`); its renderer is web/src/components/blocks/<Name>Block.tsx.
// Each block holds its own copy; blocks that show a collection (steps, industries, comparison cards,
// plans, FAQ) hold only the copy around it.
import type { Block } from 'payload'

import { HeroBlock } from './Hero/config'
import { CardsBlock } from './Cards/config'
import { StepsBlock } from './Steps/config'
import { IndustriesBlock } from './Industries/config'
import { ComparisonBlock } from './Comparison/config'
import { PlansBlock } from './Plans/config'
import { FaqBlock } from './Faq/config'
import { CtaBlock } from './Cta/config'
import { RichTextBlock } from './RichText/config'
import { ContactBlock } from './Contact/config'

export const pageBlocks: Block[] = [HeroBlock, CardsBlock, StepsBlock, IndustriesBlock, ComparisonBlock, PlansBlock, FaqBlock, CtaBlock, RichTextBlock, ContactBlock]
