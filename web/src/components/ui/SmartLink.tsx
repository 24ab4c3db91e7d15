// CMS links can be site paths, in-page anchors or full URLs: site paths use the router
// (client navigation, preloading), everything else is a plain anchor.
import { Link } from '@tanstack/react-router'
import type { MouseEventHandler, ReactNode } from 'react'

type Props = { href: string; className?: string; children: ReactNode; onClick?: MouseEventHandler<HTMLAnchorElement> }

export function SmartLink({ href, className, children, onClick }: Props) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    const [to, hash] = href.split('#')
    return (
      <Link to={to} hash={hash} className={className} onClick={onClick}>
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
