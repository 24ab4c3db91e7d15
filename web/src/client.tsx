// The site's browser entry: Start's own (the document hydrates in a transition), after keeping what
// a visitor typed into filled-in text areas before the script arrived (typed-before-hydration.ts).
import { StartClient } from '@tanstack/react-start/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'

import { noteTypedText } from './components/forms/typed-before-hydration'
import { hydratedEvent } from './server/hydrate-later'

const stopNoting = noteTypedText(document)
// A second hydration pass over a route's content can come just after the root's signal.
document.addEventListener(hydratedEvent, () => setTimeout(stopNoting, 1000), { once: true })

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <StartClient />
    </StrictMode>,
  )
})
