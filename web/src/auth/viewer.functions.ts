// replaced by the accounts work
import { createServerFn } from '@tanstack/react-start'

export type Viewer = {
  id: number
  firstName: string
  lastName: string
  email: string
  emailVerified: boolean
  businessType: string | null
  organisation: { name: string | null; businessType: string | null } | null
}

export const getViewer = createServerFn({ method: 'GET' }).handler(async (): Promise<Viewer | null> => null)
