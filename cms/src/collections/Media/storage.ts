// The storage plugin: on S3 it replaces local disk for the media collection, and browsers fetch the
// files straight from the bucket's public address (no round trip through the CMS or the site).
// Without S3_BUCKET it is disabled and files stay in MEDIA_DIR (urls.ts).
import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

import { mediaFileUrl, s3Settings, type MediaEnv } from './urls'

export function mediaStorage(env: MediaEnv): Plugin {
  const s3 = s3Settings(env)
  return s3Storage({
    enabled: s3 !== null,
    // The plugin's fields (the object key prefix) exist with S3 on or off, so the database schema,
    // and the migrations, are the same in every environment.
    alwaysInsertFields: true,
    collections: {
      media: s3 ? { prefix: s3.prefix, disablePayloadAccessControl: true, generateFileURL: ({ filename }) => mediaFileUrl(filename, env) } : true,
    },
    bucket: s3?.bucket ?? '',
    config: {
      region: s3?.region,
      endpoint: s3?.endpoint,
      forcePathStyle: s3?.forcePathStyle,
      credentials: s3 ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } : undefined,
    },
  })
}
