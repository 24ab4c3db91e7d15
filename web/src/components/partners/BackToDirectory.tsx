// A profile's "Back to the directory": to the view the visitor came from, read once the page runs in
// the browser (the server's page, shared by every visitor, links the whole directory). On a
// visitor's island page the profile is its own page load, so the page it was loaded from names that
// view; otherwise it is the view the directory remembered in this tab.
import { Link, useHydrated } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import { useContext } from 'react'

import { IslandsEntry } from '~/components/islands/markers'

import type { DirectoryFilters } from '~/partners/partners.options'

import { lastDirectoryView, referringDirectoryView } from './last-directory-view'

export function BackToDirectory({ label }: { label: string }) {
  const ownLoad = useContext(IslandsEntry)
  const back: DirectoryFilters = useHydrated() ? ((ownLoad ? referringDirectoryView() : null) ?? lastDirectoryView()) : {}
  return (
    <Link to="/partners" search={back} className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline">
      <ArrowLeft className="size-4" aria-hidden="true" />
      {label}
    </Link>
  )
}
