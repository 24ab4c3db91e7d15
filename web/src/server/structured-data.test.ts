import { describe, expect, it } from 'vitest'

import { jsonLdScript, localBusinessJsonLd } from './structured-data'

const business = {
  name: 'Bean There </script>',
  description: 'Coffee roasters.',
  url: 'https://kindred.test/partners/bean-there',
  image: 'https://kindred.test/og?path=%2Fpartners%2Fbean-there',
  suburb: 'Fitzroy',
  postcode: '3065',
  website: null,
  memberOf: { name: 'Kindred', url: 'https://kindred.test' },
}

describe('localBusinessJsonLd', () => {
  it('describes the business with its place and the country its postcode belongs to', () => {
    const data = localBusinessJsonLd(business)
    expect(data).toMatchObject({ '@type': 'LocalBusiness', name: business.name, address: { addressLocality: 'Fitzroy', postalCode: '3065', addressCountry: 'AU' } })
    expect(data).not.toHaveProperty('sameAs')
    expect(localBusinessJsonLd({ ...business, postcode: '10001', website: 'https://bean.example' })).toMatchObject({
      address: { addressCountry: 'US' },
      sameAs: ['https://bean.example'],
    })
  })

  it('cannot close its script tag, whatever the business calls itself', () => {
    expect(jsonLdScript(localBusinessJsonLd(business)).children).not.toContain('</script>')
  })
})
