// The site's browser entry: Start's own (the document hydrates in a transition), after keeping what
// a visitor typed into filled-in text areas before the script arrived (typed-before-hydration.ts).
import { StartClient } from '@tanstack/react-start/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'

import { noteTypedText } from './components/forms/typed-before-hydration'

noteTypedText(document)

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <StartClient />
    </StrictMode>,
  )
})
