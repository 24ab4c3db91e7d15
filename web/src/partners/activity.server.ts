import type { User } from '~/server/member'

import type { MemberActivity } from './partners.options'

export async function memberActivity(_member: User): Promise<MemberActivity> {
  throw new Error('not implemented')
}
