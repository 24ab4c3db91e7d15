// What a page shows when its data cannot be loaded (the database away with nothing cached, a bug):
// the site's header and footer stay, and the page says so and offers to try again. The server
// answers with the failure's status (503 for an outage). Its words are written here rather than in
// the CMS, because the CMS is what could not be read (decision 0050).
import { useRouterState, type ErrorComponentProps } from '@tanstack/react-router'

export const routeErrorText = {
  heading: 'This page could not be loaded just now.',
  hint: 'Please try again in a few seconds.',
  tryAgain: 'Try again',
}

export function RouteError(_props: ErrorComponentProps) {
  // A plain link to the same address: it works before (or without) the page's script, and a fresh
  // request asks the server again rather than replaying the failed state.
  const href = useRouterState({ select: (state) => state.location.href })
  return (
    <div className="container-page py-24 text-center" role="alert">
      <h1 className="section-heading">{routeErrorText.heading}</h1>
      <p className="mt-4 text-lg text-slate-600">{routeErrorText.hint}</p>
      <a href={href} className="btn-primary mt-8 inline-flex">
        {routeErrorText.tryAgain}
      </a>
    </div>
  )
}
