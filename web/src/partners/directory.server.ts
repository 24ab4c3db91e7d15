import type { DirectoryFilters, DirectoryResult } from './partners.options'

export async function searchDirectory(_filters: DirectoryFilters): Promise<DirectoryResult> {
  throw new Error('not implemented')
}
