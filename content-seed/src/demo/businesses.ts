// Demo businesses for development and review (never production): thirty independent businesses
// across the nine business types, in real Melbourne suburbs with their postcodes. Fictional names.

type Channel = 'in-store-space' | 'packaging-flyer' | 'newsletter'
type Offer = 'brand-exposure' | 'product-sample' | 'consignment' | 'discount'
type Model = 'paid-placement' | 'commission' | 'reciprocal'

export type DemoBusiness = {
  slug: string
  name: string
  owner: [firstName: string, lastName: string]
  businessType: string
  suburb: string
  postcode: string
  description: string
  channels: Channel[]
  offers: Offer[]
  models: Model[]
}

const b = (
  slug: string,
  name: string,
  owner: [string, string],
  businessType: string,
  [suburb, postcode]: [string, string],
  description: string,
  channels: Channel[],
  offers: Offer[],
  models: Model[],
): DemoBusiness => ({ slug, name, owner, businessType, suburb, postcode, description, channels, offers, models })

export const demoBusinesses: DemoBusiness[] = [
  b('gertrude-st-threads', 'Gertrude St Threads', ['Mia', 'Nguyen'], 'fashion-boutique', ['Fitzroy', '3065'], 'Independent womenswear from Australian designers. Our window and fitting-room wall are open to local makers, and we love swapping packaging inserts with cafes nearby.', ['in-store-space', 'packaging-flyer'], ['brand-exposure', 'consignment'], ['commission', 'reciprocal']),
  b('linen-and-lace', 'Linen & Lace', ['Sophie', 'Martin'], 'fashion-boutique', ['Armadale', '3143'], 'Natural-fibre clothing and homewares. We stock a small rotating shelf of local jewellery on consignment and feature partners in our monthly newsletter.', ['in-store-space', 'newsletter'], ['consignment', 'discount'], ['commission']),
  b('brunswick-vintage-co', 'Brunswick Vintage Co', ['Liam', 'Oconnell'], 'fashion-boutique', ['Brunswick', '3056'], 'Curated vintage denim and workwear. Looking for cafes and record shops to cross-promote weekend markets.', ['in-store-space', 'newsletter'], ['brand-exposure', 'discount'], ['reciprocal']),
  b('seddon-slow-fashion', 'Seddon Slow Fashion', ['Ava', 'Kowalski'], 'fashion-boutique', ['Seddon', '3011'], 'Repair, alteration and slow-fashion pieces. Happy to share counter space with makers of natural skincare.', ['in-store-space'], ['product-sample', 'brand-exposure'], ['reciprocal', 'paid-placement']),
  b('little-bean-roasters', 'Little Bean Roasters', ['Tom', 'Russo'], 'coffee-shop', ['Collingwood', '3066'], 'Small-batch roastery and espresso bar. Two hundred coffees a day and a counter that could carry your flyers or samples.', ['in-store-space', 'packaging-flyer'], ['product-sample', 'brand-exposure'], ['reciprocal', 'paid-placement']),
  b('the-crumb-bakehouse', 'The Crumb Bakehouse', ['Grace', 'Papadopoulos'], 'coffee-shop', ['Northcote', '3070'], 'Sourdough bakery and cafe on High Street. Every loaf goes out in a paper bag with room for a partner card.', ['packaging-flyer', 'in-store-space'], ['discount', 'brand-exposure'], ['reciprocal']),
  b('elwood-daily-grind', 'Elwood Daily Grind', ['Noah', 'Fischer'], 'coffee-shop', ['Elwood', '3184'], 'Beachside cafe with a loyal morning crowd. We run a weekly email to 2,400 locals and feature one partner each issue.', ['newsletter', 'in-store-space'], ['discount', 'product-sample'], ['paid-placement', 'commission']),
  b('yarraville-pantry', 'Yarraville Pantry', ['Chloe', 'Haddad'], 'coffee-shop', ['Yarraville', '3013'], 'Cafe and grocer with shelves of local pantry goods. Open to consignment from small producers.', ['in-store-space'], ['consignment', 'product-sample'], ['commission']),
  b('still-point-yoga', 'Still Point Yoga', ['Isla', 'Bennett'], 'wellness-studio', ['Thornbury', '3071'], 'Community yoga studio with thirty classes a week. Our reception shelf and newsletter suit wellness and food brands.', ['in-store-space', 'newsletter'], ['discount', 'brand-exposure'], ['reciprocal', 'paid-placement']),
  b('core-and-flow-pilates', 'Core & Flow Pilates', ['Ella', 'Tran'], 'wellness-studio', ['Richmond', '3121'], 'Reformer pilates for all levels. We welcome partner samples in class bags and offer member discounts in return.', ['packaging-flyer', 'newsletter'], ['product-sample', 'discount'], ['reciprocal']),
  b('kew-wellness-house', 'Kew Wellness House', ['Hannah', 'Morris'], 'wellness-studio', ['Kew', '3101'], 'Massage, naturopathy and small-group movement classes. Looking for partners in healthy food and natural skincare.', ['in-store-space'], ['brand-exposure', 'product-sample'], ['commission', 'reciprocal']),
  b('carlton-cellar-door', 'Carlton Cellar Door', ['James', 'Costa'], 'wine-bar', ['Carlton', '3053'], 'Wine bar and bottle shop pouring small Victorian producers. Tasting nights welcome partner producers and local cheesemakers.', ['in-store-space', 'newsletter'], ['product-sample', 'discount'], ['commission', 'paid-placement']),
  b('williamstown-bottle-co', 'Williamstown Bottle Co', ['Lucas', 'Murphy'], 'wine-bar', ['Williamstown', '3016'], 'Neighbourhood bottle shop with a monthly wine club. Each club box carries one partner flyer.', ['packaging-flyer', 'newsletter'], ['discount', 'brand-exposure'], ['paid-placement', 'reciprocal']),
  b('prahran-natural-wine', 'Prahran Natural Wine', ['Olivia', 'Schmidt'], 'wine-bar', ['Prahran', '3181'], 'Natural wine bar with small plates. We host pop-ups from makers and share them with our newsletter readers.', ['in-store-space', 'newsletter'], ['brand-exposure', 'product-sample'], ['reciprocal']),
  b('footscray-fermentary', 'Footscray Fermentary', ['Daniel', 'Le'], 'wine-bar', ['Footscray', '3011'], 'Cider, kombucha and low-intervention wine on tap. Interested in cafes and grocers stocking our cans on consignment.', ['in-store-space'], ['consignment', 'product-sample'], ['commission']),
  b('saltbush-candles', 'Saltbush Candles', ['Ruby', 'Anderson'], 'ecommerce-brand', ['Coburg', '3058'], 'Hand-poured soy candles shipped Australia-wide, 600 orders a month. Every parcel can carry a partner card or sample.', ['packaging-flyer', 'newsletter'], ['product-sample', 'discount'], ['reciprocal', 'paid-placement']),
  b('paper-plane-stationery', 'Paper Plane Stationery', ['Ethan', 'Kim'], 'ecommerce-brand', ['Abbotsford', '3067'], 'Online stationery store with a 9,000-subscriber newsletter. Looking for boutiques to stock our notebooks on consignment.', ['newsletter', 'packaging-flyer'], ['consignment', 'brand-exposure'], ['commission']),
  b('good-dog-treats', 'Good Dog Treats', ['Zoe', 'Wilson'], 'ecommerce-brand', ['Preston', '3072'], 'Natural dog treats sold online and at markets. We would love to place samples at cafes with dog-friendly courtyards.', ['packaging-flyer'], ['product-sample', 'discount'], ['reciprocal', 'commission']),
  b('wattle-and-wax-skincare', 'Wattle & Wax Skincare', ['Amelia', 'Clarke'], 'ecommerce-brand', ['Essendon', '3040'], 'Native-botanical skincare made in small batches. Partner inserts go into every order; samples available for studios.', ['packaging-flyer', 'in-store-space'], ['product-sample', 'brand-exposure'], ['paid-placement', 'reciprocal']),
  b('studio-terra-interiors', 'Studio Terra Interiors', ['Charlotte', 'Reid'], 'interior-designer', ['South Yarra', '3141'], 'Residential interior design with a showroom of local furniture and ceramics, stocked on consignment.', ['in-store-space'], ['consignment', 'brand-exposure'], ['commission']),
  b('hawthorn-design-atelier', 'Hawthorn Design Atelier', ['Henry', 'Walsh'], 'interior-designer', ['Hawthorn', '3122'], 'Architecture and interiors for homes and small shops. Looking for makers whose pieces we can specify and feature.', ['newsletter', 'in-store-space'], ['brand-exposure'], ['commission', 'reciprocal']),
  b('form-and-field-architects', 'Form & Field Architects', ['Lily', 'Patel'], 'interior-designer', ['Port Melbourne', '3207'], 'Small architecture practice designing shopfronts and hospitality fit-outs; our client newsletter features local suppliers.', ['newsletter'], ['brand-exposure', 'discount'], ['reciprocal']),
  b('bayside-homes-realty', 'Bayside Homes Realty', ['Jack', 'Thompson'], 'real-estate', ['Brighton', '3186'], 'Boutique agency. Our welcome packs for new residents include vouchers from local businesses.', ['packaging-flyer', 'newsletter'], ['discount', 'brand-exposure'], ['paid-placement', 'reciprocal']),
  b('inner-north-property', 'Inner North Property', ['Emily', 'Doherty'], 'real-estate', ['Brunswick East', '3057'], 'Sales and rentals in the inner north. We stage homes with local furniture and art and credit every maker.', ['in-store-space', 'newsletter'], ['brand-exposure'], ['reciprocal']),
  b('camberwell-estate-agents', 'Camberwell Estate Agents', ['William', 'Hughes'], 'real-estate', ['Camberwell', '3124'], 'Family-run agency with a quarterly market report to 12,000 homes; room for two partner features per issue.', ['newsletter', 'packaging-flyer'], ['brand-exposure', 'discount'], ['paid-placement']),
  b('true-level-carpentry', 'True Level Carpentry', ['Oscar', 'Brown'], 'trades-services', ['Ascot Vale', '3032'], 'Carpentry and shop fit-outs. Happy to leave partner cards with every finished job.', ['packaging-flyer'], ['discount', 'brand-exposure'], ['reciprocal', 'commission']),
  b('bright-spark-electrical', 'Bright Spark Electrical', ['Max', 'Taylor'], 'trades-services', ['Box Hill', '3128'], 'Licensed electricians for homes and small businesses, with a newsletter to past clients about lighting and safety.', ['newsletter'], ['discount'], ['reciprocal']),
  b('greenleaf-garden-care', 'Greenleaf Garden Care', ['Sienna', 'Lopez'], 'trades-services', ['Malvern', '3144'], 'Garden maintenance and courtyard design for homes and cafes; we recommend local nurseries and makers.', ['packaging-flyer', 'newsletter'], ['brand-exposure', 'product-sample'], ['commission', 'reciprocal']),
  b('shopfront-labs', 'Shopfront Labs', ['Leo', 'Chen'], 'startup-tech', ['Melbourne', '3000'], 'Point-of-sale analytics for independent retailers. We introduce partner brands to the 300 shops on our platform.', ['newsletter'], ['discount', 'brand-exposure'], ['commission', 'paid-placement']),
  b('loop-local-delivery', 'Loop Local Delivery', ['Mila', 'Ivanova'], 'startup-tech', ['Docklands', '3008'], 'Same-day bike delivery for inner-Melbourne shops. Each delivery bag can carry a partner flyer or sample.', ['packaging-flyer', 'newsletter'], ['product-sample', 'discount'], ['paid-placement', 'reciprocal']),
]
