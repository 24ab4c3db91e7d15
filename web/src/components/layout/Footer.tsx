import { Handshake } from 'lucide-react'

import type { Shell } from '~/content/shell.functions'
import { SmartLink } from '~/components/ui/SmartLink'

export function Footer({ shell }: { shell: Shell }) {
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="container-page grid gap-8 py-12 md:grid-cols-[2fr_1fr]">
        <div>
          <p className="flex items-center gap-2 text-lg font-bold text-brand-900">
            <Handshake className="size-5 text-brand-700" aria-hidden="true" />
            {shell.brandName}
          </p>
          <p className="mt-3 max-w-xl leading-7 text-slate-600">{shell.footer.blurb}</p>
        </div>
        <nav aria-label={shell.navigation.menuLabels.footerNav}>
          <ul className="grid grid-cols-2 gap-2">
            {shell.footer.links.map((link) => (
              <li key={link.id ?? link.href}>
                <SmartLink href={link.href} className="footer-link">
                  {link.label}
                </SmartLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-200">
        <p className="container-page py-6 text-sm text-slate-600">{shell.footer.copyright}</p>
      </div>
    </footer>
  )
}
