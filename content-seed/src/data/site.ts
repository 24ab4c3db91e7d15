// The site-wide globals: brand and organisation facts, the header and the footer.
import type { SeedFooter, SeedNavigation, SeedSiteSettings } from '../types'

export const siteSettings: SeedSiteSettings = {
  brandName: 'Kindred',
  tagline: 'Connect. Collaborate. Grow.',
  description: 'Kindred helps independent businesses find partner businesses and run collaborations: share space, packaging, newsletters and offers to reach new customers and create new revenue.',
  generalEmail: 'hello@kindred.com.au',
  supportEmail: 'support@kindred.com.au',
  privacyEmail: 'privacy@kindred.com.au',
  organization: {
    foundingYear: 2024,
    city: 'Melbourne',
    region: 'VIC',
    country: 'AU',
    areasServed: 'Australia, United States',
  },
  devBanner: 'Development preview — content and data here are not live.',
  scrollToTopLabel: 'Back to top',
  labels: {
    close: 'Close',
    lastUpdated: 'Last updated',
    businessGetInTouch: 'Get in Touch',
    businessGetStarted: 'Get Started',
    businessContactHref: '/contact',
    businessDirectoryLink: 'Browse {type} on Kindred',
    freeTrial: '{days}-day free trial',
    editorBar: 'Editor tools',
    editThisPage: 'Edit this page',
    exitPreview: 'Exit preview',
    viewingDrafts: 'Showing drafts',
  },
}

export const navigation: SeedNavigation = {
  items: [
    { label: 'Home', href: '/' },
    { label: 'About', href: '/about', dropdownAfter: true },
    { label: 'Pricing', href: '/subscriptions' },
    { label: 'Contact', href: '/contact' },
  ],
  dropdown: {
    label: 'Built for Your Business',
    footerLink: { label: "Don't see your business? Get in touch", href: '/contact' },
  },
  signedOut: {
    login: { label: 'Login', href: '/login' },
    primary: { label: 'Get Started', href: '/contact' },
  },
  signedIn: {
    welcome: 'Welcome, {firstName}!',
    dashboard: { label: 'Dashboard', href: '/dashboard' },
    logoutLabel: 'Logout',
  },
  menuLabels: {
    open: 'Open menu',
    close: 'Close menu',
    skipToContent: 'Skip to content',
    mainNav: 'Main',
    mobileNav: 'Mobile',
    footerNav: 'Footer',
  },
}

export const footer: SeedFooter = {
  blurb: 'Kindred connects independent businesses so they can share space, audiences and ideas. Proudly based in Melbourne, serving Australia and the United States.',
  links: [
    { label: 'About', href: '/about' },
    { label: 'Contact Us', href: '/contact' },
    { label: 'Privacy Policy', href: '/privacy' },
    { label: 'Terms of Service', href: '/terms' },
  ],
  copyright: '© {year} {brand}. All rights reserved.',
}
