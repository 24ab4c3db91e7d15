import type { UploadField } from 'payload'

/** An image from the media collection (alt text comes with it). */
export function imageField(name: string, description: string): UploadField {
  return { name, type: 'upload', relationTo: 'media', admin: { description } }
}
