// The editor bar (decision 0055): for staff who opened a preview from the admin, a small bar with
// "Edit this page" (the admin's page for the document this route shows) and, while drafts are on,
// "Exit preview". Loaded only for them (__root.tsx); its words come from the site settings.
import { useRouterState } from '@tanstack/react-router'
import { Pencil, X } from 'lucide-react'

import type { Shell } from '~/content/shell.functions'

type Labels = Pick<Shell['labels'], 'editorBar' | 'editThisPage' | 'exitPreview' | 'viewingDrafts'>
type Props = { editor: NonNullable<Shell['editor']>; labels: Labels }

type Loaded = { page?: { id?: number } | null; business?: { id?: number } | null; legal?: { id?: number } | null } | undefined

/** The admin path of the document the deepest route with CMS content shows, or the dashboard. */
export function adminPath(loaded: Loaded[]): string {
  for (const data of [...loaded].reverse()) {
    if (data?.page?.id) return `/admin/collections/pages/${data.page.id}`
    if (data?.business?.id) return `/admin/collections/business-types/${data.business.id}`
    if (data?.legal?.id) return `/admin/collections/legal-pages/${data.legal.id}`
  }
  return '/admin'
}

export default function EditorBar({ editor, labels }: Props) {
  const { pathname, loaded } = useRouterState({
    select: (s) => ({ pathname: s.location.pathname, loaded: s.matches.map((match) => match.loaderData as Loaded) }),
    structuralSharing: true,
  })
  const base = new URL(editor.cmsUrl).origin
  return (
    <aside aria-label={labels.editorBar} className="fixed bottom-4 left-4 z-50 flex items-center gap-2 rounded-full bg-slate-900 px-2 py-1.5 text-sm text-white shadow-lg">
      {editor.draft ? <span className="px-2 text-amber-300">{labels.viewingDrafts}</span> : null}
      <a href={`${base}${adminPath(loaded)}`} className="inline-flex min-h-9 items-center gap-1.5 rounded-full px-3 font-semibold hover:bg-white/10">
        <Pencil className="size-4" aria-hidden="true" />
        {labels.editThisPage}
      </a>
      {editor.draft ? (
        <a href={`/exit-preview?path=${encodeURIComponent(pathname)}`} className="inline-flex min-h-9 items-center gap-1.5 rounded-full px-3 hover:bg-white/10">
          <X className="size-4" aria-hidden="true" />
          {labels.exitPreview}
        </a>
      ) : null}
    </aside>
  )
}
