// The same jose the site uses (one version across the workspace), for keys and tokens the tests make.
export * from 'jose'
