// CMS links can be site paths (with a query and an anchor), in-page anchors or full URLs: site
// paths use the router (client navigation, preloading), everything else is a plain anchor.
import { Link } from '@tanstack/react-router'
import type { MouseEventHandler, ReactNode } from 'react'

type Props = { href: string; className?: string; children: ReactNode; onClick?: MouseEventHandler<HTMLAnchorElement> }

export function SmartLink({ href, className, children, onClick }: Props) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    // The router takes the path, the query and the hash apart (a plan button's `?plan=growth`).
    const url = new URL(href, 'http://site.invalid')
    const search = url.search ? Object.fromEntries(url.searchParams) : undefined
    return (
      <Link to={url.pathname} search={search} hash={url.hash ? url.hash.slice(1) : undefined} className={className} onClick={onClick}>
        {children}
      </Link>
    )
  }
  return (
    <a href={href} className={className} onClick={onClick}>
      {children}
    </a>
  )
}
