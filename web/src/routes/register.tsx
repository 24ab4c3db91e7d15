// /register: visitors only; a signed-in member is redirected to /dashboard on the server.
import { createFileRoute, redirect } from '@tanstack/react-router'

import { getGoogleConfig } from '~/auth/auth.functions'
import { AuthLayout } from '~/components/auth/AuthLayout'
import { RegisterForm } from '~/components/auth/RegisterForm'
import { CardsBlock } from '~/components/blocks/CardsBlock'
import { loadPage } from '~/content/load-page'
import { headFor } from '~/seo/head'

export const Route = createFileRoute('/register')({
  beforeLoad: ({ context }) => {
    if (context.viewer) throw redirect({ to: '/dashboard' })
  },
  loader: async () => {
    const [page, google] = await Promise.all([loadPage('/register'), getGoogleConfig()])
    return { ...page, google }
  },
  head: ({ loaderData }) => headFor(loaderData?.seo),
  component: RegisterPage,
})

function RegisterPage() {
  const { page, brandName, google } = Route.useLoaderData()
  const hero = page.layout?.find((block) => block.blockType === 'hero')
  const cards = page.layout?.find((block) => block.blockType === 'cards')
  return (
    <AuthLayout
      hero={hero?.blockType === 'hero' ? hero : null}
      brandName={brandName}
      after={cards?.blockType === 'cards' ? <CardsBlock block={cards} tone="white" /> : null}
    >
      <RegisterForm google={google} />
    </AuthLayout>
  )
}
