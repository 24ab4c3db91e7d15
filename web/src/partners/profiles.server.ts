import type { User } from '~/server/member'

import type { BusinessProfile, Partner } from './partners.options'

export async function findListedPartner(_slug: string): Promise<{ partner: Partner; memberId: number } | null> {
  throw new Error('not implemented')
}
export async function findOwnProfile(_memberId: number): Promise<BusinessProfile | null> {
  throw new Error('not implemented')
}
export async function saveProfile(_member: User, _body: unknown): Promise<BusinessProfile> {
  throw new Error('not implemented')
}
export function viewerKey(_member: User | null, _ip: string, _userAgent: string | null): string {
  throw new Error('not implemented')
}
