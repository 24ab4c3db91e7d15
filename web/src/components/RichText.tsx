// Renders Payload's Lexical JSON as semantic HTML (headings, paragraphs, lists, links, bold and
// italic), so the site never ships the editor. Unknown nodes render their children.
import type { ReactNode } from 'react'

type LexicalNode = {
  type: string
  children?: LexicalNode[]
  text?: string
  format?: number | string
  tag?: string
  listType?: 'bullet' | 'number' | 'check'
  url?: string
  fields?: { url?: string; newTab?: boolean; linkType?: string }
}

export type LexicalRoot = { root: { children: LexicalNode[] } } | null | undefined

const BOLD = 1
const ITALIC = 2

function text(node: LexicalNode, key: number): ReactNode {
  const format = typeof node.format === 'number' ? node.format : 0
  let out: ReactNode = node.text ?? ''
  if (format & ITALIC) out = <em key={key}>{out}</em>
  if (format & BOLD) out = <strong key={key}>{out}</strong>
  return out
}

function children(nodes: LexicalNode[] | undefined): ReactNode[] {
  return (nodes ?? []).map((child, index) => node(child, index))
}

function safeUrl(url: string | undefined): string | undefined {
  return url && /^(\/|#|https?:\/\/|mailto:)/.test(url) ? url : undefined
}

function node(n: LexicalNode, key: number): ReactNode {
  switch (n.type) {
    case 'text':
      return <span key={key}>{text(n, key)}</span>
    case 'linebreak':
      return <br key={key} />
    case 'paragraph':
      return <p key={key}>{children(n.children)}</p>
    case 'heading': {
      const Tag = (['h2', 'h3', 'h4', 'h5', 'h6'].includes(n.tag ?? '') ? n.tag : 'h2') as 'h2'
      return <Tag key={key}>{children(n.children)}</Tag>
    }
    case 'list': {
      const Tag = n.listType === 'number' ? 'ol' : 'ul'
      return <Tag key={key}>{children(n.children)}</Tag>
    }
    case 'listitem':
      return <li key={key}>{children(n.children)}</li>
    case 'quote':
      return <blockquote key={key}>{children(n.children)}</blockquote>
    case 'link':
    case 'autolink': {
      const href = safeUrl(n.fields?.url ?? n.url)
      return (
        <a key={key} href={href} {...(n.fields?.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {children(n.children)}
        </a>
      )
    }
    default:
      return <span key={key}>{children(n.children)}</span>
  }
}

export function RichText({ content, className }: { content: unknown; className?: string }) {
  const root = (content as LexicalRoot)?.root
  if (!root) return null
  return <div className={className}>{children(root.children)}</div>
}
