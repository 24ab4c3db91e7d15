// The member as the API shows it (CONTRACT §2 User JSON): a plain type, safe for the browser.
// Every feature that reads members gets this shape from members.server.ts.

export type User = {
  id: number
  firstName: string
  lastName: string
  email: string
  emailVerified: boolean
  createdAt: string
  updatedAt: string
  phone: string | null
  businessType: string | null
  organisation: { name: string | null; businessType: string | null } | null
}
