export async function recordProfileView(_ownerId: number, _viewerKey: string): Promise<void> {
  throw new Error('not implemented')
}
