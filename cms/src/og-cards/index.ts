// Open Graph cards, shared by the site (which serves them at /og) and the CMS (which draws a page's
// card when it is published): their words, their drawing and their storage. Plain Node code.
export { cardsDrawn, drawCard } from './draw'
export { drawable } from './drawable'
export { drawAndStore, storeCard, storedCard, type StoredCard } from './store'
export { cardKey, cardText, pageCardText, partnerCardText, type CardText } from './text'
