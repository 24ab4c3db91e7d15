// How many messages in each collaboration the member has not read yet. Messages are not stored
// on this branch of the workspace (no collaboration_messages table), so every count is 0; the
// messages module fills this in from its own table when it lands.
export async function unreadCounts(memberId: number, collaborationIds: number[]): Promise<Map<number, number>> {
  void memberId
  void collaborationIds
  return new Map()
}
